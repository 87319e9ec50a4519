import type { ResponsiveImage } from '../../components/Picture.tsx';

/** What a post card shows: plain data, so islands can render cards without build-only modules. */
export interface PostCardData {
  id: number;
  href: string;
  title: string;
  category: string;
  /** The cover's encoded variants, resolved at build time (the browser has no image manifest). */
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

/** One page of grid cards, as written to `/blog/page/<n>/cards.json` for 'Load More Articles'. */
export interface CardPage {
  page: number;
  cards: PostCardData[];
}
