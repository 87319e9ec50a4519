import assert from 'node:assert/strict';
import { test } from 'node:test';
import { previewContent } from '../../../src/build/previewContent.ts';
import type { BlogCollection, MarkdownPost } from '../../../src/content/blog/loadPosts.ts';
import type { ContentSnapshot } from '../../../src/admin/preview/snapshot.ts';
import { contentDir, dataDir } from '../../../src/content/contentFolders.ts';
import { load, postSource, postsFolder } from '../blog/postFixtures.ts';

/** The post with its body-derived fields (getters that render the Markdown) made to fail if read. */
function withBodyUnreadable(post: MarkdownPost): MarkdownPost {
  const refuse = (): never => {
    throw new Error(`${post.slug}: the snapshot rendered the body`);
  };
  return Object.defineProperties({ ...post }, { html: { get: refuse, enumerable: true }, headings: { get: refuse, enumerable: true }, wordCount: { get: refuse, enumerable: true } });
}

// The snapshot is written on every save: rendering every post's body there would cost seconds on a large blog.
test("the preview's content snapshot carries each post's facts and never renders a body", () => {
  const collection = load(postsFolder({ 'test-post.md': postSource() }));
  const [markdown] = collection.fullContent;
  assert.ok(markdown);
  const unreadable: BlogCollection = {
    posts: collection.posts.map((post) => (post === markdown ? withBodyUnreadable(markdown) : post)),
    fullContent: [withBodyUnreadable(markdown)],
    scheduled: [],
  };
  const snapshot = JSON.parse(previewContent({ contentDir, dataDir, collection: unreadable, images: {}, pages: [] })) as ContentSnapshot;
  const { html: _html, headings: _headings, wordCount: _wordCount, ...facts } = markdown;
  assert.deepEqual(snapshot.collection.fullContent, [{ ...facts, html: '', headings: [], wordCount: 0 }]);
  const dedicated = collection.posts.filter((post) => post.layout !== 'markdown');
  assert.deepEqual(
    snapshot.collection.posts.filter((post) => post.layout !== 'markdown'),
    JSON.parse(JSON.stringify(dedicated)),
    'the dedicated articles keep their word counts',
  );
});
