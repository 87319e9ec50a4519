import { createContext, useContext, type ReactNode } from 'react';
import type { BlogWords } from '../../content/blogPage.ts';

const BlogWordsContext = createContext<BlogWords | undefined>(undefined);

/** Hands the blog's words (src/content/pages/blog.yml) to the cards, menus and bylines under a blog page. */
export function BlogWordsProvider({ words, children }: { words: BlogWords; children: ReactNode }) {
  return <BlogWordsContext value={words}>{children}</BlogWordsContext>;
}

/** The blog's words; a blog component outside a provider is a mistake, so it throws. */
export function useBlogWords(): BlogWords {
  const words = useContext(BlogWordsContext);
  if (!words) throw new Error('useBlogWords needs a BlogWordsProvider above it');
  return words;
}
