/** Build step for the blog's non-HTML files: the RSS 2.0 feed of every post. */
import { Feed } from 'feed';
import { statSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../paths.ts';
import { authorFor } from '../content/blog/authors.ts';
import { blogCollection } from '../content/blog/collection.ts';
import { FEED_PATH } from '../content/blog/constants.ts';
import { utcDate } from '../content/blog/formatDate.ts';
import type { BlogPost } from '../content/blog/loadPosts.ts';
import { blogUrls, type BlogUrls } from '../content/blog/urls.ts';
import { absoluteUrl, site } from '../site.ts';
import { encoded, type TextParts } from './textParts.ts';

// The loader has checked that every image exists here.
const staticDir = path.join(process.cwd(), 'static');

const imageTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** The feed library's feed of `posts`, its channel dated by the newest post (`newest`, by default the first). */
export function libraryFeed(posts: readonly BlogPost[], urls: BlogUrls, newest: BlogPost | undefined = posts[0]): Feed {
  const feed = new Feed({
    title: `${site.name} Blog: Growth Insights & Strategies`,
    description: `Articles for founders of growing B2B companies on fractional CMO and CSO leadership, revenue strategy, GTM planning and lead generation.`,
    id: absoluteUrl(urls.index),
    link: absoluteUrl(urls.index),
    language: 'en',
    copyright: `© ${site.name}`,
    // The newest post's date, not the build time: the same content gives the same feed.
    updated: newest ? utcDate(newest.updated ?? newest.date) : undefined,
    feedLinks: { rss: absoluteUrl(FEED_PATH) },
    author: { name: site.founder.name, link: site.founder.linkedIn },
  });
  for (const post of posts) {
    const url = absoluteUrl(urls.article(post.slug));
    const author = authorFor(post.author);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: utcDate(post.updated ?? post.date),
      published: utcDate(post.date),
      author: [{ name: author.name, email: author.email, link: author.profileUrl }],
      category: [...new Set([post.category, ...post.tags])].map((name) => ({ name })),
      image: {
        url: absoluteUrl(post.image),
        type: imageTypes[post.image.split('.').pop() ?? ''] ?? 'image/jpeg',
        length: statSync(path.join(staticDir, post.image)).size,
      },
    });
  }
  return feed;
}

/** Where each `<item>` begins and the channel ends, at the indentation the library writes them. */
const itemStart = '\n        <item>';
const channelEnd = '\n    </channel>';

/** The text of a feed's items, all together. */
function itemsText(xml: string): string {
  return xml.slice(xml.indexOf(itemStart), xml.lastIndexOf(channelEnd));
}

/** The text of a feed's items, one block each, or null when an item's own text holds the marker that splits them. */
function itemBlocks(xml: string, count: number): string[] | null {
  const blocks = itemsText(xml).split(itemStart).slice(1);
  return blocks.length === count ? blocks.map((block) => itemStart + block) : null;
}

// On globalThis, as the parsed posts are (loadPosts.ts): each copy of the server bundle that
// `npm run dev` loads after a save gets the same post objects back for unchanged files, so a save
// writes only the saved post's item again. Kept encoded: the feed is put together as bytes (textParts.ts).
const itemsKey = Symbol.for('hale-growth.feed-items');
const feedItems: WeakMap<BlogPost, Uint8Array> = ((globalThis as { [itemsKey]?: WeakMap<BlogPost, Uint8Array> })[itemsKey] ??= new WeakMap());

/** Writes the items of `posts`: all in one feed, or one feed each should their text not split. */
function writeItems(posts: readonly BlogPost[], urls: BlogUrls): void {
  if (posts.length === 0) return;
  const blocks = itemBlocks(libraryFeed(posts, urls).rss2(), posts.length);
  posts.forEach((post, index) => feedItems.set(post, encoded(blocks?.[index] ?? itemsText(libraryFeed([post], urls).rss2()))));
}

/**
 * RSS 2.0 of every post, newest first, with absolute URLs (SITE_URL), in pieces: the library's
 * text, put together from each post's item (they are independent blocks of it) and the channel's head.
 */
function rssFeedParts(posts: readonly BlogPost[], urls: BlogUrls): TextParts {
  writeItems(posts.filter((post) => !feedItems.has(post)), urls);
  const channel = libraryFeed([], urls, posts[0]).rss2();
  const end = channel.lastIndexOf(channelEnd);
  return [encoded(channel.slice(0, end)), ...posts.map((post) => feedItems.get(post)!), encoded(channel.slice(end))];
}

/** The feed's text (rssFeedParts, joined). */
export function rssFeed(posts: readonly BlogPost[], urls: BlogUrls): string {
  return Buffer.concat(rssFeedParts(posts, urls)).toString('utf8');
}

/** Every file of this step, by path relative to dist/. */
export function blogFiles(): Record<string, TextParts> {
  const urls = blogUrls(paths.blog);
  return { [FEED_PATH.slice(1)]: rssFeedParts(blogCollection.posts, urls) };
}
