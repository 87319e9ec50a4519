/**
 * What `npm run dev` watches, and which saved files are content: a content file re-renders only the
 * pages it changes, any other file is a full build. The content folders are the build's own
 * (CONTENT_DIR, DATA_DIR and POSTS_DIR included), so a folder the build reads from is never one the
 * dev server misses.
 */
import path from 'node:path';
import { postsFolder } from '../content/blog/postsFolder.ts';
import { contentDir, dataDir } from '../content/contentFolders.ts';

export interface ContentFolders {
  content: string;
  data: string;
  posts: string;
}

export interface DevWatch {
  /** Folders and files to watch (the posts folder among them). */
  watched: string[];
  /** The posts folder: watched apart (postsFolderWatcher.ts), as the one folder that grows with the content. */
  postsDir: string;
  isContent(file: string): boolean;
  /**
   * False for a file in a content folder that the build never reads (an editor's swap or temporary
   * file, a note): saving it is no change to the site, so it must not cost a build.
   */
  readByBuild(file: string): boolean;
}

/** What a content folder holds that the build reads: content, and the schemas beside it in src/content. */
const contentExtensions = /\.(md|ya?ml|json)$/;
const codeExtensions = /\.[cm]?[jt]sx?$/;

export function devWatch(root: string, folders: ContentFolders = { content: contentDir, data: dataDir, posts: postsFolder(root) }): DevWatch {
  const contentDirs = [...new Set([folders.content, folders.data, folders.posts].map((dir) => path.resolve(dir)))];
  const code = ['src', 'static', 'routes.ts', 'build.ts'].map((entry) => path.join(root, entry));
  const inContentFolder = (file: string) => contentDirs.some((dir) => file.startsWith(`${dir}${path.sep}`));
  return {
    watched: [...new Set([...code, ...contentDirs])],
    postsDir: path.resolve(folders.posts),
    isContent: (file) => contentExtensions.test(file) && inContentFolder(file),
    readByBuild: (file) => !inContentFolder(file) || contentExtensions.test(file) || codeExtensions.test(file),
  };
}
