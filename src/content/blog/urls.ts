/** Every blog URL, derived from the blog's index path (`paths.blog` in src/paths.ts). */
export interface BlogUrls {
  index: string;
  article(slug: string): string;
  /** Plain page n (n ≥ 2) of the grid; page 1 is the index. */
  page(n: number): string;
  /** `{n}` template of the plain pages, for the Load More island. */
  pageTemplate: string;
  /** `{n}` template of the grid pages' card JSON. */
  cardsTemplate: string;
  /** The unknown-slug page (DESIGN.md §3). */
  fallback: string;
}

export function blogUrls(index: string): BlogUrls {
  const pageTemplate = `${index}page/{n}/`;
  return {
    index,
    article: (slug) => `${index}${slug}/`,
    page: (n) => (n <= 1 ? index : pageTemplate.replace('{n}', String(n))),
    pageTemplate,
    cardsTemplate: `${pageTemplate}cards.json`,
    fallback: `${index}404.html`,
  };
}
