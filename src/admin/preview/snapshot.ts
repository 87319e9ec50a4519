/**
 * What the editor's preview knows of the site besides the entry being edited: every content file
 * as written, the blog's posts (their facts, not their bodies) and the image manifest. The build
 * takes it (src/build/previewBundle.ts) and compiles it into the preview bundle as CONTENT_SNAPSHOT.
 */
import type { ImageManifest } from '../../components/Picture.tsx';
import type { BlogCollection } from '../../content/blog/loadPosts.ts';

export interface ContentSnapshot {
  /** Each YAML file under src/content/ by its path there (`pages/home.yml`), parsed, not yet validated. */
  files: Readonly<Record<string, unknown>>;
  collection: BlogCollection;
  images: ImageManifest;
}

declare const CONTENT_SNAPSHOT: ContentSnapshot;

export const snapshot: ContentSnapshot = CONTENT_SNAPSHOT;
