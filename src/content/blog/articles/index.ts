import type { DedicatedPostSource } from '../loadPosts.ts';
import { cmoVsAgency } from './cmoVsAgency.ts';
import { leanCanvas } from './leanCanvas.ts';

/** Posts 7 and 8: their metadata joins the collection; their pages lay the copy out themselves. */
export const dedicatedPosts: readonly DedicatedPostSource[] = [
  { layout: 'lean-canvas', file: `src/content/${leanCanvas.file}`, meta: leanCanvas.meta, wordCount: leanCanvas.wordCount },
  { layout: 'cmo-vs-agency', file: `src/content/${cmoVsAgency.file}`, meta: cmoVsAgency.meta, wordCount: cmoVsAgency.wordCount },
];
