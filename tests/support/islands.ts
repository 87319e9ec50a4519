import type { Locator, Page } from 'playwright-core';
import { islandAttr } from '../../src/islands/attributes.ts';
import type { IslandName } from '../../src/islands/islands.ts';

/** The island named `name` once it has hydrated (no match before). */
function liveIsland(page: Page, name: IslandName): Locator {
  return page.locator(`[${islandAttr.name}="${name}"][${islandAttr.hydrated}]`);
}

/** Waits until the island named `name` has hydrated, whatever woke it. */
export async function untilLive(page: Page, name: IslandName): Promise<void> {
  await liveIsland(page, name).first().waitFor({ state: 'attached' });
}

/**
 * Reaches for the islands (all of them, or those named `name`) as a pointer moving over them does,
 * until each has hydrated or given up. Islands hydrate on the first pointer over, pointer down, focus
 * or key inside them; until the entry has started (after the first paint) the events find no
 * listener, so it reaches again.
 */
export async function reachForIslands(page: Page, name?: IslandName): Promise<void> {
  await page.waitForFunction(
    ({ attr, name }) => {
      const selector = name ? `[${attr.name}="${name}"]` : `[${attr.name}]`;
      const waiting = [...document.querySelectorAll(selector)].filter((island) => !island.hasAttribute(attr.hydrated) && !island.hasAttribute(attr.failed));
      for (const island of waiting) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return waiting.length === 0;
    },
    { attr: islandAttr, name },
    { timeout: 10_000, polling: 100 },
  );
}

