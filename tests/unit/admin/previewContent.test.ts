import assert from 'node:assert/strict';
import { test } from 'node:test';
import { previewContent } from '../../../src/build/previewContent.ts';
import type { ContentSnapshot } from '../../../src/admin/preview/snapshot.ts';
import { load, postSource, postsFolder } from '../blog/postFixtures.ts';

// The snapshot is loaded by the editor as it opens: every post's body there would weigh megabytes on a large blog.
test("the preview's content snapshot carries each post's facts and leaves its body out", () => {
  const collection = load(postsFolder({ 'test-post.md': postSource() }));
  const [markdown] = collection.fullContent;
  assert.ok(markdown);
  const snapshot = JSON.parse(previewContent({ collection, images: {}, pages: [] })) as ContentSnapshot;
  const { html: _html, headings: _headings, wordCount: _wordCount, ...facts } = markdown;
  assert.deepEqual(snapshot.collection.fullContent, [{ ...facts, html: '', headings: [], wordCount: 0 }]);
  const dedicated = collection.posts.filter((post) => post.layout !== 'markdown');
  assert.deepEqual(
    snapshot.collection.posts.filter((post) => post.layout !== 'markdown'),
    JSON.parse(JSON.stringify(dedicated)),
    'the dedicated articles keep their word counts',
  );
});
