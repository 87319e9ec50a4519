/** Build step for the blog's non-HTML files: the RSS 2.0 feed of every post. */
import { Feed } from 'feed';
import { statSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../paths.ts';
import { authorFor } from '../content/blog/authors.ts';
import { blogCollection } from '../content/blog/collection.ts';
import { FEED_PATH } from '../content/blog/constants.ts';
import type { BlogPost } from '../content/blog/loadPosts.ts';
import { blogUrls, type BlogUrls } from '../content/blog/urls.ts';
import { publicationMoment } from '../content/publication.ts';
import { absoluteUrl, site } from '../site.ts';

// The loader has checked that every image exists here.
const staticDir = path.join(process.cwd(), 'static');

/** The moment of a post's date or day, as the blog reads it (the loader has validated both). */
const momentOf = (date: string): Date => publicationMoment(date)!;

const imageTypes: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

/** RSS 2.0 of every post, newest first, with absolute URLs (SITE_URL), its channel dated by the newest post. */
export function rssFeed(posts: readonly BlogPost[], urls: BlogUrls): string {
  const [newest] = posts;
  const feed = new Feed({
    title: `${site.name} Blog: Growth Insights & Strategies`,
    description: `Articles for founders of growing B2B companies on fractional CMO and CSO leadership, revenue strategy, GTM planning and lead generation.`,
    id: absoluteUrl(urls.index),
    link: absoluteUrl(urls.index),
    language: 'en',
    copyright: `© ${site.name}`,
    // The newest post's date, not the build time: the same content gives the same feed.
    updated: newest ? momentOf(newest.updated ?? newest.date) : undefined,
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
      date: momentOf(post.updated ?? post.date),
      published: momentOf(post.date),
      author: [{ name: author.name, email: author.email, link: author.profileUrl }],
      category: [...new Set([post.category, ...post.tags])].map((name) => ({ name })),
      image: {
        url: absoluteUrl(post.image),
        type: imageTypes[post.image.split('.').pop() ?? ''] ?? 'image/jpeg',
        length: statSync(path.join(staticDir, post.image)).size,
      },
    });
  }
  return feed.rss2();
}

/** Every file of this step, by path relative to dist/. */
export function blogFiles(): Record<string, string> {
  return { [FEED_PATH.slice(1)]: rssFeed(blogCollection.posts, blogUrls(paths.blog)) };
}
