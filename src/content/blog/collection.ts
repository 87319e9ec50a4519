/**
 * The site's post collection, loaded once at build time: the Markdown posts of `src/content/posts/`
 * plus the two dedicated articles. Importing this module validates everything and throws on any problem.
 */
import path from 'node:path';
import { dedicatedPosts } from './articles/index.ts';
import { loadBlogCollection, type MarkdownPost } from './loadPosts.ts';
import { postsDir } from '../contentFolders.ts';

// The build and the tests run from the project root (as the Linaria plugin also assumes).
const root = process.cwd();

export { postsDir };

export const blogCollection = loadBlogCollection({
  postsDir,
  root,
  staticDir: path.join(root, 'static'),
  dedicated: dedicatedPosts,
});

/** DESIGN.md §3: an unknown slug shows the first article of the full-content list. */
export const fallbackPost: MarkdownPost = (() => {
  const [first] = blogCollection.fullContent;
  if (!first) throw new Error('The blog needs at least one Markdown post');
  return first;
})();

/** The id the editor proposes for a new post. */
export const nextPostId = Math.max(0, ...[...blogCollection.posts, ...blogCollection.scheduled].map((post) => post.id)) + 1;
