import { BLOG_PAGE_SIZE } from './constants.ts';
import type { BlogPost } from './loadPosts.ts';

/** The newest post is featured; every other post is in the grid, newest first. */
export function gridPosts(posts: readonly BlogPost[]): readonly BlogPost[] {
  return posts.slice(1);
}

/** Pages of the grid: page 1 is /blog/, the rest are /blog/page/<n>/ (at least 1, so a blog of one post still has its index). */
export function gridPageCount(posts: readonly BlogPost[]): number {
  return Math.max(1, Math.ceil(gridPosts(posts).length / BLOG_PAGE_SIZE));
}

/** The posts of grid page `page` (1-based): the grid's, counted from the post after the featured one. */
export function gridPagePosts(posts: readonly BlogPost[], page: number): readonly BlogPost[] {
  return posts.slice(1 + (page - 1) * BLOG_PAGE_SIZE, 1 + page * BLOG_PAGE_SIZE);
}
