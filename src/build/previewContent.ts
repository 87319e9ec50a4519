/**
 * The content snapshot the editor's preview reads as it loads (dist/admin/preview-content.json):
 * every content file as written, the posts' facts, the image manifest and the pages links may name.
 * Part of the server bundle: it follows the content, so every build writes it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentSnapshot, SnapshotPage } from '../admin/preview/snapshot.ts';
import type { ImageManifest } from '../components/Picture.tsx';
import type { BlogCollection, BlogPost } from '../content/blog/loadPosts.ts';
import { contentDir } from '../content/contentFolders.ts';
import { currentHref, type AnchorsOf, type ContentLink } from '../content/contentLinks.ts';
import { redirectPage } from '../content/redirectIssues.ts';
import type { SiteRoute } from '../siteRoute.ts';
import { parseYaml } from '../content/yaml.ts';

export interface PreviewContentOptions {
  collection: BlogCollection;
  images: ImageManifest;
  /** Every route, with the anchors its rendered page carries, for the editor's link check. */
  pages: readonly SnapshotPage[];
}

/**
 * The site's pages as the editor reads them, from the routes, their rendered pages' anchors and the
 * content's links: what a link may name (the link check), and which pages link to each, through
 * its old addresses too (shown on the entry of a page with a URL name).
 */
export function snapshotPages(routes: readonly SiteRoute[], anchorsOf: AnchorsOf, links: readonly ContentLink[]): SnapshotPage[] {
  const pages = routes.map(redirectPage);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const linkedFrom = new Map<string, Set<string>>();
  for (const link of links) {
    if (link.page === undefined) continue;
    const [target = ''] = currentHref(link.href, (path) => byPath.get(path)?.redirectTo).split('#', 1);
    if (target && target !== link.page) linkedFrom.set(target, (linkedFrom.get(target) ?? new Set()).add(link.page));
  }
  return pages.map((page) => {
    const from = [...(linkedFrom.get(page.path) ?? [])].flatMap((source) => {
      const title = byPath.get(source)?.title;
      return title === undefined ? [] : [{ path: source, title }];
    });
    return { ...page, anchors: [...(anchorsOf(page.path) ?? [])], ...(from.length ? { linkedFrom: from } : {}) };
  });
}

/** Path in dist/ of the content snapshot the preview reads as it loads. */
export const previewContentFile = 'admin/preview-content.json';

/** Every YAML file under src/content/ (the settings' under data/ too), parsed, by its path there (`pages/home.yml`). */
function yamlFiles(): ContentSnapshot['files'] {
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.yml'));
  return Object.fromEntries(files.map((file) => [file.split(path.sep).join('/'), parseYaml(readFileSync(path.join(contentDir, file), 'utf8'))]));
}

/** A post's facts without its body: the preview renders the post being edited, and shows the others only as cards. */
function postFacts(post: BlogPost): unknown {
  return post.layout === 'markdown' ? { ...post, html: '', headings: [], wordCount: 0 } : post;
}

/** The content snapshot (a ContentSnapshot, as JSON): every content file as written, the posts' facts, the image manifest and the pages links may name. */
export function previewContent({ collection, images, pages }: PreviewContentOptions): string {
  const snapshot = { files: yamlFiles(), collection: { posts: collection.posts.map(postFacts), fullContent: collection.fullContent.map(postFacts) }, images, pages };
  return JSON.stringify(snapshot);
}
