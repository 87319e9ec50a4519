import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import type { SiteRoute } from '../../../src/siteRoute.ts';
import { planSocialImages, renderSocialImages } from '../../../src/build/socialImages.ts';
import { pathSlug, socialCardFor } from '../../../src/seo/socialCard.ts';

const render = async () => null as never;
const fixtures: SiteRoute[] = [
  { path: '/services/fixture/', title: 'Fixture Service Card', description: '', kind: 'service', render },
  {
    path: '/blog/fixture-post/',
    title: 'A Long Article Title That Has To Wrap Over Several Lines Of The Card',
    description: '',
    kind: 'article',
    render,
    article: { publishedTime: '2025-01-02', image: '/x.jpg', author: 'Morgan Hale', authorUrl: 'https://www.linkedin.com/in/morgan-hale', section: 'GTM Strategy', tags: [] },
  },
];

describe('social cards', () => {
  const cacheRoots: string[] = [];
  after(() => Promise.all(cacheRoots.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('names each card by its route and a hash of what it shows', () => {
    const [service, article] = planSocialImages(fixtures);
    assert.match(service!.file, /^assets\/social\/services-fixture-[\w-]{12}\.png$/);
    assert.match(article!.file, /^assets\/social\/blog-fixture-post-[\w-]{12}\.png$/);
    const renamed = planSocialImages([{ ...fixtures[0]!, title: 'Another Title' }]);
    assert.notEqual(renamed[0]!.file, service!.file, 'a new title gives a new file name');
    assert.equal(socialCardFor(fixtures[1]!).eyebrow, 'Growth Insights · GTM Strategy');
    assert.equal(pathSlug('/'), 'home');
    assert.equal(pathSlug('/404.html'), '404');
  });

  it('draws 1200x630 PNGs with the title in white, and takes unchanged cards from the cache', async () => {
    const cacheRoot = await mkdtemp(path.join(os.tmpdir(), 'social-'));
    cacheRoots.push(cacheRoot);
    const planned = planSocialImages(fixtures);
    const written = new Map<string, Buffer>();
    const first = await renderSocialImages(planned, cacheRoot, async (file, cachedPng) => void written.set(file, await readFile(cachedPng)));
    assert.deepEqual(first, { rendered: 2, cached: 0 });
    for (const image of planned) {
      const png = written.get(image.file);
      assert.ok(png, image.file);
      const { width, height, format } = await sharp(png).metadata();
      assert.deepEqual({ width, height, format }, { width: 1200, height: 630, format: 'png' });
      // The title band (left of the decorative bars) holds near-white text pixels on the dark ground.
      const { data, info } = await sharp(png).extract({ left: 80, top: 250, width: 700, height: 90 }).raw().toBuffer({ resolveWithObject: true });
      let white = 0;
      for (let index = 0; index < data.length; index += info.channels) if (data[index]! > 230 && data[index + 1]! > 230 && data[index + 2]! > 230) white += 1;
      assert.ok(white > 2000, `${image.file}: ${white} white pixels in the title band`);
    }
    const second = await renderSocialImages(planned, cacheRoot, async () => undefined);
    assert.deepEqual(second, { rendered: 0, cached: 2 });
  });
});
