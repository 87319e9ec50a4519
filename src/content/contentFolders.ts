/** Where the owner's content files are read from; the build, the editor's tests and `npm run dev` share these. */
import path from 'node:path';

// The build and the tests run from the project root, as for the posts (collection.ts); a copy of the project is built from its own root.
const root = process.cwd();

/** Where the content files live. */
export const contentDir = path.join(root, 'src', 'content');

/** Where the settings files live. */
export const dataDir = path.join(contentDir, 'data');

/** Where the Markdown posts live. */
export const postsDir = path.join(contentDir, 'posts');
