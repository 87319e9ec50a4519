/** Renders a blog component as its page does: with the blog's words (src/content/documents/blog.yml) above it. */
import type { ReactNode } from 'react';
import { blogWords } from '../../src/content/blogPage.ts';
import { BlogWordsProvider } from '../../src/pages/blog/BlogWords.tsx';

export function withBlogWords(node: ReactNode) {
  return <BlogWordsProvider words={blogWords}>{node}</BlogWordsProvider>;
}
