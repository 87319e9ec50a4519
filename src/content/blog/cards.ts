import { responsiveImage } from '../../components/Picture.tsx';
import type { PostCardData } from '../../islands/blog/types.ts';
import { formatShortDate } from './formatDate.ts';
import type { BlogPost } from './loadPosts.ts';

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
    dateLabel: formatShortDate(post.date),
  };
}

/** SPEC.md §3 related-post summary (id, slug, title, category, readTime, image), as a card. */
export function relatedCard(post: BlogPost, href: string): PostCardData {
  const { excerpt: _excerpt, date: _date, dateLabel: _dateLabel, ...summary } = postCard(post, href);
  return summary;
}
