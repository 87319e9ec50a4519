/**
 * What the editor's preview knows of the site besides the entry being edited: every content file
 * as written, the blog's posts (their facts, not their bodies), the image manifest and every page
 * with its anchors. The build
 * and every rebuild write it (src/build/previewContent.ts) to the file the preview script's tag
 * names in data-content.
 */
import type { ImageManifest } from '../../components/Picture.tsx';
import type { BlogCollection } from '../../content/blog/loadPosts.ts';
import type { RedirectPage } from '../../content/redirectIssues.ts';

/** A page of the built site as a link or a redirect may name it (its path, title, target if it only redirects, anchors), and the pages whose words link to it. */
export interface SnapshotPage extends RedirectPage {
  anchors: readonly string[];
  linkedFrom?: readonly { path: string; title: string }[];
}

export interface ContentSnapshot {
  /** Each YAML file under src/content/ by its path there (`pages/home.yml`), parsed, not yet validated. */
  files: Readonly<Record<string, unknown>>;
  collection: BlogCollection;
  images: ImageManifest;
  /** Every page of the site as built, for the check of the links of the entry being edited. */
  pages: readonly SnapshotPage[];
}

const url = document.currentScript?.dataset.content;

function loadSnapshot(): ContentSnapshot {
  if (!url) throw new Error('The preview script needs data-content, the address of the content snapshot');
  // Read at once, so the templates are registered before Decap first draws a pane (an editor-only page, loaded once).
  const request = new XMLHttpRequest();
  request.open('GET', url, false);
  request.send();
  if (request.status !== 200) throw new Error(`The content snapshot ${url} answered ${request.status}`);
  return JSON.parse(request.responseText) as ContentSnapshot;
}

export const snapshot: ContentSnapshot = loadSnapshot();

/**
 * The site as last built, its pages and content files: a page published since the editor opened
 * (one the owner just made) is one a link may name. Read again before a save; as loaded when it
 * cannot be read.
 */
export async function latestSnapshot(): Promise<Pick<ContentSnapshot, 'pages' | 'files'>> {
  const answer = url ? await fetch(url, { cache: 'no-cache' }).catch(() => undefined) : undefined;
  const latest = answer?.ok ? ((await answer.json().catch(() => undefined)) as Partial<ContentSnapshot> | undefined) : undefined;
  return latest?.pages && latest.files ? { pages: latest.pages, files: latest.files } : snapshot;
}
