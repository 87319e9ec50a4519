/** Entry of the server bundle that build.ts imports: the manifest, the page renderer and what derives from the content. */
export { routes } from '../../routes.ts';
export { pageRenderer, runRenderWorker } from './pageRenderer.ts';
export { blogFiles } from './blogFiles.ts';
export { blogCollection } from '../content/blog/collection.ts';
