import { focusRing } from './focusRing.ts';

/**
 * Lets the browser skip style, layout and paint of a block until it comes near the viewport, so the
 * first render of a long page lays out only what is on screen (the main cost of a cold load on a
 * slow phone). Chromium still finds skipped text with find-in-page and exposes it to assistive
 * technology. `auto` makes the browser remember the block's real height once drawn; an estimate
 * stands in until then. Given several estimates, from the most widely understood to the most
 * precise, a browser keeps the last one it can read. `selector` picks the blocks, relative to the
 * styled element.
 *
 * Only while the URL names no `:target`: a jump to a fragment must cross every block above it at its
 * real height, so the page lays itself out in full before the browser scrolls there.
 *
 * While a block is skipped, contrast checkers (axe, Lighthouse) lay its content out past the
 * estimate, over the next block: a block after a deferred one needs an opaque background of its
 * own, or they judge its text against whatever overflows onto it. A dark block's estimate must hold
 * its content at every layout width (one per breakpoint, through a custom property), or its light text
 * lands on the light block after it; tests/e2e/offscreenRendering.test.ts measures every such block.
 * Each such block writes its per-width estimates itself: a second export here for them made Linaria's
 * build abort now and then ("superseded") when two render threads evaluated its callers.
 */
export function renderNearViewport(estimatedHeights: string | readonly string[], selector = '&'): string {
  const estimates = typeof estimatedHeights === 'string' ? [estimatedHeights] : estimatedHeights;
  return `
    :root:not(:has(:target)) ${selector} {
      content-visibility: auto;
      ${estimates.map((height) => `contain-intrinsic-block-size: auto ${height};`).join('\n')}
      /* content-visibility clips paint to the block: leave room for a focus ring at its edge (no calc() here in Chromium) */
      overflow-clip-margin: ${focusRing.width + focusRing.offset}px;
    }
  `;
}
