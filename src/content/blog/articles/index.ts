import type { DedicatedPostSource } from '../loadPosts.ts';
import { cmoVsAgencyCopy, cmoVsAgencyFile, cmoVsAgencyMeta } from './cmoVsAgency.ts';
import { copyWordCount } from './copy.ts';
import { leanCanvasCopy, leanCanvasFile, leanCanvasMeta } from './leanCanvas.ts';

/** Posts 7 and 8: their metadata joins the collection; their pages lay the copy out themselves. */
export const dedicatedPosts: readonly DedicatedPostSource[] = [
  { layout: 'lean-canvas', file: `src/content/${leanCanvasFile}`, meta: leanCanvasMeta, wordCount: copyWordCount(leanCanvasCopy) },
  { layout: 'cmo-vs-agency', file: `src/content/${cmoVsAgencyFile}`, meta: cmoVsAgencyMeta, wordCount: copyWordCount(cmoVsAgencyCopy) },
];
