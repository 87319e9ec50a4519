/** Every blog URL, derived from the blog's index path (`paths.blog` in src/paths.ts). */
export function blogUrls(index: string) {
  return {
    index,
    article: (slug: string) => `${index}${slug}/`,
    /** Plain page n (n ≥ 2) of the grid; page 1 is the index. */
    page: (n: number) => (n <= 1 ? index : `${index}page/${n}/`),
    /** The unknown-slug page (DESIGN.md §3). */
    fallback: `${index}404.html`,
  };
}

export type BlogUrls = ReturnType<typeof blogUrls>;
