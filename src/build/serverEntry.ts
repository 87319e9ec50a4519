/** Entry of the server bundle that build.ts imports: the manifest and the page renderer. */
export { routes } from '../../routes.ts';
export { renderRoute } from './renderRoute.tsx';
