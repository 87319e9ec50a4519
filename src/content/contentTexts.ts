/** Where a value sits in parsed content: its keys and list positions (`blocks`, 2, `title`). */
export type ContentPath = readonly (string | number)[];

/** A copy of `data` (parsed content) with each text replaced by what `change` makes of it, told where the text sits. */
export function mapTexts(data: unknown, change: (text: string, path: ContentPath) => string, path: ContentPath = []): unknown {
  if (typeof data === 'string') return change(data, path);
  if (Array.isArray(data)) return data.map((item, index) => mapTexts(item, change, [...path, index]));
  if (typeof data === 'object' && data !== null) return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, mapTexts(value, change, [...path, key])]));
  return data;
}
