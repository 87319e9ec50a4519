/** Newest first by publication date as written (a day alone before any time of that day); the higher id first on the same date, so the order is total. */
export function compareNewestFirst(a: { date: string; id: number }, b: { date: string; id: number }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}
