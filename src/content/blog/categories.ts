import { blogWords } from '../blogPage.ts';

/** The blog's badges in display order (src/content/documents/blog.yml); the first ('All') stands for every post. */
const blogCategories: readonly string[] = blogWords.categories;

/** The categories a post can belong to: every badge but the first. */
export const postCategories = blogCategories.slice(1) as [string, ...string[]];
