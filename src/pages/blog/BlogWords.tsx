import { wordsContext } from '../../components/wordsContext.tsx';
import type { BlogWords } from '../../content/blogPage.ts';

const context = wordsContext<BlogWords>('BlogWordsProvider');

/** Hands the blog's words (src/content/documents/blog.yml) to the cards, menus and bylines under a blog page. */
export const BlogWordsProvider = context.Provider;

/** The blog's words. */
export const useBlogWords = context.useWords;
