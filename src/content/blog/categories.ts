import { blogWords } from '../blogPage.ts';

/** The categories a post can belong to: the blog's badges in display order (src/content/documents/blog.yml) but the first ('All'), which stands for every post. */
export const postCategories = blogWords.categories.slice(1) as [string, ...string[]];
