/** Where the owner's content files are read from; the build, the editor's tests and `npm run dev` share these. */
import path from 'node:path';

// The build and the tests run from the project root, as for the posts (collection.ts).
const root = process.cwd();

/** Where the content files live; CONTENT_DIR points the build at another folder (as POSTS_DIR does for posts). */
export const contentDir = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(root, 'src', 'content');

/** Where the settings files live; DATA_DIR points the build at another folder. */
export const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(contentDir, 'data');
