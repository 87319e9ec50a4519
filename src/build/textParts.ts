/**
 * A large file's text as encoded pieces (the feed's items, the editor snapshot's posts), each kept
 * per post by whoever makes it: at 10,000 posts these files are 9 and 12 MB, and `npm run dev`
 * puts them together again on every save without encoding, joining or comparing the text of the
 * posts the save did not touch.
 */
export type TextParts = readonly Uint8Array[];

/** What a build writes to a file: its text, or its text's pieces. */
export type FileText = string | TextParts;

export const encoded = (text: string): Uint8Array => Buffer.from(text, 'utf8');

/** The file's bytes (or its text as it is) for writing. */
export function fileContents(text: FileText): string | Uint8Array {
  return typeof text === 'string' ? text : Buffer.concat(text);
}

/** Whether `a` and `b` are the very same pieces in the same order: kept pieces compare by identity. */
export function samePieces(a: TextParts, b: TextParts): boolean {
  return a.length === b.length && a.every((piece, index) => piece === b[index]);
}
