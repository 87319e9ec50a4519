import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linkedInShareUrl, twitterShareUrl } from '../../../src/content/blog/shareLinks.ts';

const url = 'https://www.halegrowth.example/blog/simplify-personal-brand-journey-philosophy/';

test('Twitter: the intent URL carries the title plus the author, and the canonical URL', () => {
  const share = new URL(twitterShareUrl({ title: 'Simplify Your Personal Brand', author: 'Morgan Hale', url }));
  assert.equal(`${share.origin}${share.pathname}`, 'https://twitter.com/intent/tweet');
  assert.equal(share.searchParams.get('text'), 'Simplify Your Personal Brand by Morgan Hale');
  assert.equal(share.searchParams.get('url'), url);
});

test('titles with &, #, quotes and non-ASCII survive the round trip and cannot break the query', () => {
  const title = `Sales & Marketing #1: "Smarketing" d'équipe – 成長 🚀?`;
  const raw = twitterShareUrl({ title, author: 'Morgan Hale', url: `${url}?ref=a&b=c#top` });
  const query = raw.slice(raw.indexOf('?') + 1);
  assert.equal(query.split('&').length, 2, 'exactly two parameters: nothing in the title splits the query');
  assert.ok(!raw.includes('#'), 'a # would end the query string');
  assert.ok(!/[\s"]/.test(raw), 'spaces and quotes are encoded');
  assert.ok(raw.includes('text=Sales%20%26%20Marketing%20%231%3A%20%22Smarketing%22'));
  const share = new URL(raw);
  assert.equal(share.searchParams.get('text'), `${title} by Morgan Hale`);
  assert.equal(share.searchParams.get('url'), `${url}?ref=a&b=c#top`);
});

test('LinkedIn: share-offsite with the encoded canonical URL only', () => {
  const raw = linkedInShareUrl({ url: `${url}?q=a&b#c` });
  const share = new URL(raw);
  assert.equal(`${share.origin}${share.pathname}`, 'https://www.linkedin.com/sharing/share-offsite/');
  assert.deepEqual([...share.searchParams.keys()], ['url']);
  assert.equal(share.searchParams.get('url'), `${url}?q=a&b#c`);
});
