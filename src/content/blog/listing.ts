import { postCard, type PostCardData } from './cards.ts';
import { pageCount, pageItems } from './paging.ts';
import { BLOG_PAGE_SIZE } from './constants.ts';
import type { BlogPost } from './loadPosts.ts';
import type { BlogUrls } from './urls.ts';

/** The newest post is featured; every other post is in the grid, newest first. */
export function gridPosts(posts: readonly BlogPost[]): readonly BlogPost[] {
  return posts.slice(1);
}

/** Pages of the grid: page 1 is /blog/, the rest are /blog/page/<n>/. */
export function gridPageCount(posts: readonly BlogPost[]): number {
  return pageCount(gridPosts(posts).length, BLOG_PAGE_SIZE);
}

/** The cards of grid page `page`, built when that page renders. */
export function gridPageCards(posts: readonly BlogPost[], page: number, urls: BlogUrls): PostCardData[] {
  return pageItems(gridPosts(posts), page, BLOG_PAGE_SIZE).map((post) => postCard(post, urls.article(post.slug)));
}
