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

const asParts = (content: FileText | Uint8Array): TextParts => (typeof content === 'string' ? [encoded(content)] : content instanceof Uint8Array ? [content] : content);
const byteLength = (parts: TextParts) => parts.reduce((total, part) => total + part.byteLength, 0);

/** Whether two contents hold the same bytes, however they are cut into pieces: the same piece at the same place is not read. */
export function sameBytes(a: FileText | Uint8Array, b: FileText | Uint8Array): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  const [left, right] = [asParts(a), asParts(b)];
  if (byteLength(left) !== byteLength(right)) return false;
  let [i, j, leftAt, rightAt] = [0, 0, 0, 0];
  while (i < left.length && j < right.length) {
    const [x, y] = [left[i]!, right[j]!];
    const length = Math.min(x.byteLength - leftAt, y.byteLength - rightAt);
    const same = (x === y && leftAt === rightAt) || Buffer.compare(x.subarray(leftAt, leftAt + length), y.subarray(rightAt, rightAt + length)) === 0;
    if (!same) return false;
    leftAt += length;
    rightAt += length;
    if (leftAt === x.byteLength) [i, leftAt] = [i + 1, 0];
    if (rightAt === y.byteLength) [j, rightAt] = [j + 1, 0];
  }
  return true;
}
