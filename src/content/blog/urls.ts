/** Every blog URL, derived from the blog's index path (`paths.blog` in src/paths.ts). */
export interface BlogUrls {
  index: string;
  article(slug: string): string;
  /** Plain page n (n ≥ 2) of the grid; page 1 is the index. */
  page(n: number): string;
  /** The unknown-slug page (DESIGN.md §3). */
  fallback: string;
}

export function blogUrls(index: string): BlogUrls {
  return {
    index,
    article: (slug) => `${index}${slug}/`,
    page: (n) => (n <= 1 ? index : `${index}page/${n}/`),
    fallback: `${index}404.html`,
  };
}
