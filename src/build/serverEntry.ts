/** Entry of the server bundle that the build imports: the manifest, the page renderer and what derives from the content. */
export { routes } from '../../routes.ts';
export { pageRenderer, runRenderWorker } from './pageRenderer.ts';
export { blogFiles } from './blogFiles.ts';
export { adminConfigFile } from './adminConfig.ts';
export { blogCollection, nextPostId } from '../content/blog/collection.ts';
export { contentDir, dataDir } from '../content/contentFolders.ts';
export { queryFingerprint, siteWideReads } from '../content/contentReads.ts';
export { queryInputs } from './queryInputs.ts';
export { recordedLinks } from '../content/contentLinks.ts';
// Defines the blog's queries as the bundle loads: a rebuild asks them again before any page renders.
import '../content/blog/blogQueries.ts';
