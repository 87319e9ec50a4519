import type { DedicatedPostSource } from '../loadPosts.ts';
import { cmoVsAgencyCopy, cmoVsAgencyMeta } from './cmoVsAgency.ts';
import { copyWordCount } from './copy.ts';
import { leanCanvasCopy, leanCanvasMeta } from './leanCanvas.ts';

/** Posts 7 and 8: their metadata joins the collection; their pages lay the copy out themselves. */
export const dedicatedPosts: readonly DedicatedPostSource[] = [
  { layout: 'lean-canvas', file: 'src/content/blog/articles/leanCanvas.ts', meta: leanCanvasMeta, wordCount: copyWordCount(leanCanvasCopy) },
  {
    layout: 'cmo-vs-agency',
    file: 'src/content/blog/articles/cmoVsAgency.ts',
    meta: cmoVsAgencyMeta,
    wordCount: copyWordCount(cmoVsAgencyCopy),
  },
];
