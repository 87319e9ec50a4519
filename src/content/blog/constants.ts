/** Blog constants of SPEC.md §9, plus the reading speed the read-time check uses. */

/** Cards shown on /blog before the first 'Load More Articles' press, and added by each press. */
export const BLOG_PAGE_SIZE = 6;

/** Allowed stated read time, in minutes. */
export const READ_TIME_MINUTES = { min: 5, max: 15 } as const;

/** Reading speed behind `readTime`. */
export const WORDS_PER_MINUTE = 230;

/** The RSS 2.0 feed of every post. */
export const FEED_PATH = '/rss.xml';
