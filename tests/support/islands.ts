import type { Page } from 'playwright-core';
import { islandAttr, type IslandName } from '../../src/islands/types.ts';

/**
 * Brings an island to life as a visitor reaching for it does (islands hydrate on the first pointer
 * over, pointer down, focus or key inside them) and waits until it is live.
 */
export async function wakeIsland(page: Page, name: IslandName): Promise<void> {
  const live = page.locator(`[${islandAttr.name}="${name}"][${islandAttr.hydrated}]`);
  // The entry starts after the first paint; until it has, the event finds no listener: reach again.
  for (let tries = 0; (await live.count()) === 0; tries += 1) {
    if (tries === 100) throw new Error(`island "${name}" did not hydrate when reached for`);
    await page.locator(`[${islandAttr.name}="${name}"]`).first().dispatchEvent('pointerover');
    await page.waitForTimeout(100);
  }
}
