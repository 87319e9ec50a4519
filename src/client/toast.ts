import { islandAttr } from '../islands/attributes.ts';
import { islandLoaders } from '../islands/islands.ts';
import { wakeIsland } from './hydrate.ts';

/** Brings the page's toaster to life ahead of a toast that may soon be needed. */
export function readyToaster(doc: Document): Promise<void> {
  const toaster = doc.querySelector<HTMLElement>(`[${islandAttr.name}="toaster"]`);
  return toaster ? wakeIsland(toaster, islandLoaders) : Promise.resolve();
}

/** Shows a toast in the page's toaster (sonner, SPEC.md §4), bringing the toaster to life first if need be. */
export async function showToast(doc: Document, kind: 'success' | 'error', message: string): Promise<void> {
  // Without its code (the network dropped, the visitor left the page) there is no toast to show;
  // what it reports (the copy) is done either way.
  const [sonner] = await Promise.all([import('sonner').catch(() => null), readyToaster(doc)]);
  sonner?.toast[kind](message);
}
