/** Source module of each island, for the build's per-page JavaScript accounting (declared in src/islands/islands.ts). */
export { islandModules } from '../islands/islands.ts';
