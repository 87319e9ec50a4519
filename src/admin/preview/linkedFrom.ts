/**
 * The pages that link to an entry's page, listed in its form after its old URL names: who a rename
 * concerns (their links follow it by themselves, src/build/currentLinks.ts) and who a removal would
 * leave with a broken link. Read from the content snapshot, which the build writes with each page's
 * linking pages (src/build/previewContent.ts' snapshotPages).
 */
import { blockPagePath, pagesFolder } from '../../content/blockPages.ts';
import { servicePath } from '../../paths.ts';
import type { ContentSnapshot } from './snapshot.ts';

/** The address an entry's file was published at, from the content the editor was built with; undefined for a new entry. */
export function publishedPath(file: string, snapshot: Pick<ContentSnapshot, 'files' | 'collection'>): string | undefined {
  const relative = file.replace(/^src\/content\//, '');
  const slug = (snapshot.files[relative] as { slug?: unknown } | undefined)?.slug;
  if (typeof slug === 'string' && relative.startsWith('services/')) return servicePath(slug);
  if (relative.startsWith(`${pagesFolder}/`) && relative in snapshot.files) return blockPagePath(file, { ...(typeof slug === 'string' ? { slug } : {}) });
  const post = snapshot.collection.posts.find((candidate) => candidate.file === file);
  return post ? `/blog/${post.slug}/` : undefined;
}

/** The pages whose words link to the entry's page, as title and address. */
export function pagesLinkingTo(file: string | undefined, snapshot: ContentSnapshot): readonly { path: string; title: string }[] {
  const path = file === undefined ? undefined : publishedPath(file, snapshot);
  return snapshot.pages.find((page) => page.path === path)?.linkedFrom ?? [];
}
