/** Newest first by publication date; the higher id first on the same day, so the order is total. */
export function compareNewestFirst(a: { date: string; id: number }, b: { date: string; id: number }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}
