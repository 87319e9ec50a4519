/**
 * What the blog's pages ask of the whole post collection while they render: the newest post, the
 * cards of a grid page, the number of pages, the posts related to one. Each is a recorded query
 * (src/content/contentReads.ts), so a saved post re-renders the lists and related cards whose
 * answer it changes, and no other.
 */
import { defineQuery, unrecorded } from '../contentReads.ts';
import { BLOG_PAGE_SIZE } from './constants.ts';
import { blogCollection } from './collection.ts';
import { gridPageCount, gridPosts } from './listing.ts';
import type { BlogPost } from './loadPosts.ts';
import { pageItems } from './paging.ts';
import { relatedPosts } from './related.ts';

const ids = (posts: readonly BlogPost[]) => posts.map((post) => unrecorded(post).id).join(',');

const postsById = new Map(blogCollection.posts.map((post) => [String(unrecorded(post).id), post]));
const grid = gridPosts(blogCollection.posts);

/** The list's questions answer from the order of the posts alone (the collection is made once per load: so is its order). */
let postOrder: string | undefined;
const order = () => (postOrder ??= ids(blogCollection.posts));

/** The newest post, featured at the top of the list. */
export const newestPost = defineQuery('blog.newest', () => blogCollection.posts.slice(0, 1), ids, order);

/** The posts of grid page `page` (1-based), newest first. */
export const gridPagePosts = defineQuery('blog.gridPage', (page) => pageItems(grid, Number(page), BLOG_PAGE_SIZE), ids, order);

/** How many posts the grid holds, and on how many pages. */
export const gridSize = defineQuery(
  'blog.gridSize',
  () => {
    return { total: grid.length, pages: gridPageCount(blogCollection.posts) };
  },
  ({ total, pages }) => `${total}/${pages}`,
  order,
);

/** The posts shown under 'Continue Reading' on post `id`'s page. */
export const relatedToPost = defineQuery(
  'blog.related',
  (id) => {
    const post = postsById.get(id);
    return post ? relatedPosts(post, blogCollection.posts) : [];
  },
  ids,
  // What relatedness is judged on, and the order it breaks ties by.
  () => JSON.stringify(blogCollection.posts.map(unrecorded).map((post) => [post.id, post.date, post.category, post.tags])),
);
