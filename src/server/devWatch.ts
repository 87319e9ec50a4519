/**
 * What `npm run dev` watches, and which saved files are content: a content file renders the pages
 * again with the code bundled last, any other file bundles the code anew.
 */
import path from 'node:path';

/** What the content folder holds that the build reads: content, and the schemas beside it. */
const contentExtensions = /\.(md|ya?ml|json)$/;
const codeExtensions = /\.[cm]?[jt]sx?$/;

export function devWatch(root: string) {
  const contentDir = path.join(root, 'src', 'content');
  const inContentFolder = (file: string) => file.startsWith(`${contentDir}${path.sep}`);
  return {
    /** Folders and files to watch (the content folder among them). */
    watched: ['src', 'static', 'routes.ts', 'build.ts'].map((entry) => path.join(root, entry)),
    isContent: (file: string) => contentExtensions.test(file) && inContentFolder(file),
    /** A Markdown post: a save of posts alone renders only the pages that can show them (src/build/pageReuse.ts). */
    isPost: (file: string) => file.endsWith('.md') && path.dirname(file) === path.join(contentDir, 'posts'),
    /**
     * False for a file in the content folder that the build never reads (an editor's swap or
     * temporary file, a note): saving it is no change to the site, so it must not cost a build.
     */
    readByBuild: (file: string) => !inContentFolder(file) || contentExtensions.test(file) || codeExtensions.test(file),
  };
}
