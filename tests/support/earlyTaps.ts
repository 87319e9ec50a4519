import { earlyTapsScript } from '../../src/components/EarlyTaps.tsx';
import type { TestWindow } from './dom.ts';

/** Runs the head's inline script (its very text, as the built pages carry it) in a happy-dom window. */
export function runEarlyTaps(window: TestWindow): void {
  new Function('document', earlyTapsScript)(window.document);
}
