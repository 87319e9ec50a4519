/** SPEC.md §7: the outbound share URLs of an article. */

export interface ShareTarget {
  title: string;
  author: string;
  /** The article's canonical URL. */
  url: string;
}

/** Tweet intent: `text` is the title plus the author, `url` the canonical URL, both encoded. */
export function twitterShareUrl({ title, author, url }: ShareTarget): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(`${title} by ${author}`)}&url=${encodeURIComponent(url)}`;
}

/** LinkedIn share-offsite with the encoded canonical URL. */
export function linkedInShareUrl({ url }: Pick<ShareTarget, 'url'>): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;
}

