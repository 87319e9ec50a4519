/** How messages name a file: relative to the project root when inside it. */
import path from 'node:path';

export function displayPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}
