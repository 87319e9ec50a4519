/** Entry of the server bundle that build.ts imports: the manifest, the page renderer and the content's links. */
export { routes } from '../../routes.ts';
export { renderRoute } from './renderRoute.tsx';
export { recordedLinks } from '../content/contentLinks.ts';
