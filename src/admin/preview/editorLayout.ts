/**
 * The editor's own page at a laptop's width. Decap gives the preview half the window (about 720 px
 * at 1440), where the site would draw its phone layout: the preview is drawn at the site's desktop
 * width instead and scaled to fit the pane, so the owner sees the page as a laptop's visitor does
 * (a switch would leave the desktop layout one click away; scaling shows it at once). The preview
 * starts below Decap's view controls, which would otherwise cover the page's header, and a list's
 * add menu opens leftwards from its button, inside the form pane that would cut it off, and in view.
 */
import { breakpoints } from '../../styles/breakpoints.ts';

/** The narrowest width at which the site draws its desktop layout (its header's navigation, not Menu). */
const desktopWidth = breakpoints.lg;
/** Space between Decap's view controls and the top of the preview. */
const controlsGap = 8;

/** A list's menu of kinds to add: Decap's emotion classes carry their component's name. */
const addMenu = '[class*="-TopBarContainer"] [class*="-DropdownList"]';

const sheet = new CSSStyleSheet();
// Decap places the menu by a computed `left`, hence !important.
// A menu of more kinds than the window holds scrolls within itself.
sheet.replaceSync(`${addMenu} { left: auto !important; right: 0; max-height: calc(100vh - 5rem); overflow-y: auto; }`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

/** Sizes the preview frame to its pane: drawn at least at the desktop width, scaled down to the pane's, below the view controls. */
function fit(frame: HTMLIFrameElement, pane: HTMLElement): void {
  const controls = document.querySelector('[class*="-ViewControls"]')?.lastElementChild;
  const band = controls ? Math.max(0, controls.getBoundingClientRect().bottom - pane.getBoundingClientRect().top + controlsGap) : 0;
  const scale = Math.min(1, pane.clientWidth / desktopWidth);
  // Out of the flow, so that the wider frame does not widen the pane it is measured by.
  Object.assign(frame.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: `${pane.clientWidth / scale}px`,
    height: `${(pane.clientHeight - band) / scale}px`,
    marginTop: `${band}px`,
    transform: `scale(${scale})`,
    transformOrigin: '0 0',
  });
  Object.assign(pane.style, { position: 'relative', overflow: 'hidden' });
}

let fitted: HTMLIFrameElement | null = null;
let resized: ResizeObserver | undefined;

/** Decap draws a new preview frame for each entry it opens: each is fitted, and refitted as its pane is resized. */
function watchFrame(): void {
  const frame = document.getElementById('preview-pane');
  if (frame === fitted || !(frame instanceof HTMLIFrameElement) || !frame.parentElement) return;
  fitted = frame;
  const pane = frame.parentElement;
  resized?.disconnect();
  resized = new ResizeObserver(() => fit(frame, pane));
  resized.observe(pane);
}

/** A list's add menu, once open, is scrolled into the form pane's view: near the window's bottom its last kinds would be out of sight. */
function showAddMenu(added: Node): void {
  if (!(added instanceof Element)) return;
  const menu = added.matches(addMenu) ? added : added.querySelector(addMenu);
  menu?.scrollIntoView({ block: 'nearest' });
}

new MutationObserver((mutations) => {
  watchFrame();
  for (const mutation of mutations) mutation.addedNodes.forEach(showAddMenu);
}).observe(document.body, { childList: true, subtree: true });
