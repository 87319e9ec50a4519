import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encoded, sameBytes } from '../../../src/build/textParts.ts';

test('contents compare by their bytes, however they are cut into pieces', () => {
  const item = encoded('<item>é</item>');
  assert.ok(sameBytes([encoded('<rss>'), item, encoded('</rss>')], [encoded('<rss>'), item, encoded('</rss>')]));
  assert.ok(sameBytes([encoded('<rss>'), item, encoded('</rss>')], encoded('<rss><item>é</item></rss>')));
  assert.ok(sameBytes([encoded('<rs'), encoded(''), encoded('s><item>é</item></rss>')], '<rss><item>é</item></rss>'));
  assert.ok(!sameBytes([encoded('<rss>'), encoded('<item>e</item>'), encoded('</rss>')], '<rss><item>é</item></rss>'));
  assert.ok(!sameBytes([encoded('<rss>'), item], [encoded('<rss>'), item, item]));
  assert.ok(sameBytes('same text', 'same text'));
  assert.ok(!sameBytes('same text', 'other text'));
});
