import { responsiveImage, type ResponsiveImage } from '../../components/Picture.tsx';
import { dayOf, formatShortDate } from './formatDate.ts';
import type { BlogPost } from './loadPosts.ts';
import type { BlogUrls } from './urls.ts';

/** What a post card shows, everything resolved at build time. */
export interface PostCardData {
  id: number;
  href: string;
  title: string;
  category: string;
  /** The cover's encoded variants. */
  image: ResponsiveImage;
  imageAlt: string;
  readTime: string;
  /** Grid cards: the excerpt and the short date. Related-post cards leave them out. */
  excerpt?: string;
  /** ISO date, for `<time datetime>`. */
  date?: string;
  /** The date as shown ('Oct 9, 2025'), formatted at build time so every time zone sees the same. */
  dateLabel?: string;
}

/** A grid card of a post: everything the card shows, dates already formatted. */
export function postCard(post: BlogPost, href: string): PostCardData {
  return {
    id: post.id,
    href,
    title: post.title,
    category: post.category,
    image: responsiveImage(post.image),
    imageAlt: post.imageAlt,
    readTime: post.readTime,
    excerpt: post.excerpt,
    date: post.date,
    dateLabel: formatShortDate(dayOf(post.date)),
  };
}

/** Grid cards of `posts`, each linking to its article. */
export function postCards(posts: readonly BlogPost[], urls: BlogUrls): PostCardData[] {
  return posts.map((post) => postCard(post, urls.article(post.slug)));
}

/** SPEC.md §3 related-post summary (id, slug, title, category, readTime, image), as a card. */
export function relatedCard(post: BlogPost, href: string): PostCardData {
  const { excerpt: _excerpt, date: _date, dateLabel: _dateLabel, ...summary } = postCard(post, href);
  return summary;
}
