/**
 * Pages of the blog grid (SPEC.md §4): the list starts with one page of cards and each press of
 * 'Load More Articles' adds the next, up to the total. Page n of the grid is also a plain page at
 * `/blog/page/<n>/`.
 */

/**
 * Page numbers to show in a pager: the first, the last and two either side of the current one,
 * with 'gap' where numbers are left out. `pageWindow(7, 20)` → 1 gap 5 6 7 8 9 gap 20.
 */
export function pageWindow(current: number, pages: number, radius = 2): (number | 'gap')[] {
  const shown = new Set([1, pages]);
  for (let page = current - radius; page <= current + radius; page += 1) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}
