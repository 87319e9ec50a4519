/** Entry of the server bundle that the build imports: the manifest, the page renderer and what derives from the content. */
export { routes } from '../../routes.ts';
export { pageRenderer, runRenderWorker } from './pageRenderer.ts';
export { blogFiles } from './blogFiles.ts';
export { adminConfigFile } from './adminConfig.ts';
export { blogCollection, nextPostId, postsDir } from '../content/blog/collection.ts';
export { contentDir, dataDir } from '../content/contentFolders.ts';
export { recordedLinks } from '../content/contentLinks.ts';
export { analyticsSettingsKey } from './analytics.ts';
