/** A hyphenated compound ('go-to-market', 'three-phase'): headings keep each one on a single line. */
export const hyphenatedCompound = /\S*\w-\w\S*/g;
