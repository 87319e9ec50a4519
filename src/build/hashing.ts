import { createHash } from 'node:crypto';

/** Short content hash used in asset file names, so they can be cached forever. */
export function contentHash(content: string | Uint8Array, length = 10): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, length);
}

/** `name-<hash>.ext` for the given content. */
export function hashedFileName(name: string, extension: string, content: string | Uint8Array): string {
  return `${name}-${contentHash(content)}.${extension}`;
}
