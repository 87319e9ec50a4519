/** Stands in for src/content/blog/collection.ts in the editor's preview bundle: the posts of the snapshot. */
import type { MarkdownPost } from '../../content/blog/loadPosts.ts';
import { snapshot } from './snapshot.ts';

export const postsDir = 'src/content/posts';

export const blogCollection = snapshot.collection;

export const fallbackPost: MarkdownPost = (() => {
  const [first] = blogCollection.fullContent;
  if (!first) throw new Error('The blog needs at least one Markdown post');
  return first;
})();

export const nextPostId = Math.max(0, ...blogCollection.posts.map((post) => post.id)) + 1;

// The same values as the module this one stands in for.
({ postsDir, blogCollection, fallbackPost, nextPostId }) satisfies typeof import('../../content/blog/collection.ts');
