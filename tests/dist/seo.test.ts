/**
 * Findability of the built site (TEST_DIST): every page's head tags, social card and JSON-LD, and
 * the sitemap, robots.txt, manifest and icons, all checked against routes.ts.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { routes } from '../../routes.ts';
import { paths, servicePath } from '../../src/paths.ts';
import { landingPages, landingPath } from '../../src/content/blockPages.ts';
import { services } from '../../src/content/services.ts';
import { isIndexable, outputFile, type SiteRoute } from '../../src/siteRoute.ts';
import { canonicalPath, documentTitle, hasCanonical } from '../../src/seo/meta.ts';
import { socialImageAlt } from '../../src/seo/socialCard.ts';
import { iconFiles, webManifestPath } from '../../src/seo/webManifest.ts';
import { absoluteUrl, site, siteUrl } from '../../src/site.ts';
import { isA, typesIn, validateJsonLd } from '../support/schemaOrg.ts';

const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');
const readDist = (file: string) => readFileSync(path.join(distDir, file), 'utf8');

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface HeadTags {
  title: string | undefined;
  titles: number;
  meta: Map<string, string[]>;
  links: { rel: string; href: string }[];
  jsonLd: string[];
}

function attributes(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), decode(match[2]!)]));
}

function headOf(html: string): HeadTags {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = attributes(tag);
    const key = attrs.get('property') ?? attrs.get('name');
    if (key) meta.set(key, [...(meta.get(key) ?? []), attrs.get('content') ?? '']);
  }
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributes(tag)).map((attrs) => ({ rel: attrs.get('rel') ?? '', href: attrs.get('href') ?? '' }));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return { title: titles[0] ? decode(titles[0][1]!) : undefined, titles: titles.length, meta, links, jsonLd };
}

const pages = routes.map((route) => {
  const html = readDist(outputFile(route.path));
  return { route, html, head: headOf(html) };
});
const one = (head: HeadTags, key: string) => {
  const values = head.meta.get(key) ?? [];
  assert.equal(values.length, 1, `exactly one ${key}, found ${values.length}`);
  return values[0]!;
};

/** The blocks of the page at `path`, when the owner made it of blocks (a page or a service in the sections layout). */
function blocksOf(path: string): readonly { kind: string }[] {
  const service = services.find((candidate) => servicePath(candidate.slug) === path);
  if (service) return service.blocks;
  return landingPages.find((page) => landingPath(page.slug) === path)?.blocks ?? [];
}

/** The node types a kind of page must publish (beyond its WebPage). */
function expectedTypes(route: SiteRoute): string[] {
  if (route.path === paths.home) return ['ProfessionalService', 'WebSite'];
  const types = hasCanonical(route) ? ['BreadcrumbList'] : [];
  if (route.path === paths.about) types.push('Person');
  if (route.kind === 'pricing' || blocksOf(route.path).some((block) => block.kind === 'faq')) types.push('FAQPage');
  if (route.kind === 'service') types.push('Service');
  if (route.kind === 'article') types.push('BlogPosting');
  return types;
}

describe('every built page', () => {
  it('has one title of at most 60 characters, from routes.ts, unique among indexable pages', () => {
    for (const { route, head } of pages) {
      assert.equal(head.titles, 1, route.path);
      assert.equal(head.title, documentTitle(route), route.path);
      assert.ok(head.title!.length <= 60, `${route.path}: title is ${head.title!.length} characters: ${head.title}`);
    }
    const indexed = pages.filter(({ route }) => isIndexable(route)).map(({ head }) => head.title);
    assert.deepEqual(indexed.filter((title, index) => indexed.indexOf(title) !== index), [], 'duplicate titles');
  });

  it('has one meta description of 70-160 characters, unique among indexable pages', () => {
    for (const { route, head } of pages) {
      const description = one(head, 'description');
      assert.ok(description.length >= 70 && description.length <= 160, `${route.path}: description is ${description.length} characters`);
    }
    const indexed = pages.filter(({ route }) => isIndexable(route)).map(({ head }) => head.meta.get('description')?.[0]);
    assert.deepEqual(indexed.filter((text, index) => indexed.indexOf(text) !== index), [], 'duplicate descriptions');
  });

  it('names its absolute canonical URL in the served trailing-slash form, and says noindex when it must not be indexed', () => {
    for (const { route, head } of pages) {
      const canonicals = head.links.filter((link) => link.rel === 'canonical');
      if (!hasCanonical(route)) {
        assert.equal(canonicals.length, 0, route.path);
      } else {
        assert.equal(canonicals.length, 1, route.path);
        const href = canonicals[0]!.href;
        assert.equal(href, absoluteUrl(canonicalPath(route)), route.path);
        assert.ok(href.startsWith(`${siteUrl}/`), `${route.path}: ${href} is not on ${siteUrl}`);
        assert.match(new URL(href).pathname, /\/$/, `${route.path}: ${href} is not in trailing-slash form`);
        if (isIndexable(route)) assert.equal(href, absoluteUrl(route.path), `${route.path}: an indexable page is its own canonical`);
      }
      assert.equal(head.meta.get('robots')?.[0] === 'noindex', !isIndexable(route), `${route.path}: robots`);
    }
  });

  it('has Open Graph and Twitter card tags, og:type article with the publication time on posts', () => {
    for (const { route, head } of pages) {
      assert.equal(one(head, 'og:site_name'), site.name);
      assert.equal(one(head, 'og:title'), route.title, route.path);
      assert.equal(one(head, 'og:description'), route.description, route.path);
      assert.equal(one(head, 'og:type'), route.kind === 'article' ? 'article' : 'website', route.path);
      if (hasCanonical(route)) assert.equal(one(head, 'og:url'), absoluteUrl(canonicalPath(route)), route.path);
      assert.match(one(head, 'og:image'), new RegExp(`^${siteUrl}/assets/social/[\\w-]+-[\\w-]{8,}\\.png$`), route.path);
      assert.equal(one(head, 'og:image:width'), '1200');
      assert.equal(one(head, 'og:image:height'), '630');
      assert.equal(one(head, 'og:image:alt'), socialImageAlt(route), route.path);
      if (route.kind === 'article') assert.equal(one(head, 'article:published_time'), route.article.publishedTime, route.path);
      else assert.equal(head.meta.has('article:published_time'), false, route.path);
      assert.equal(one(head, 'twitter:card'), 'summary_large_image');
      assert.equal(one(head, 'twitter:title'), route.title);
      assert.equal(one(head, 'twitter:description'), route.description);
      assert.equal(one(head, 'twitter:image'), one(head, 'og:image'));
    }
  });

  it('has a 1200x630 PNG social card in dist for its og:image', async () => {
    for (const { route, head } of pages) {
      const file = path.join(distDir, new URL(one(head, 'og:image')).pathname);
      assert.ok(existsSync(file), `${route.path}: ${file} is missing`);
      const { width, height, format } = await sharp(file).metadata();
      assert.deepEqual({ width, height, format }, { width: 1200, height: 630, format: 'png' }, route.path);
    }
  });

  it('publishes JSON-LD that parses, validates against schema.org and has the types its kind calls for', () => {
    for (const { route, head, html } of pages) {
      assert.equal(head.jsonLd.length, 1, `${route.path}: one JSON-LD script in the head`);
      assert.equal(html.match(/application\/ld\+json/g)?.length, 1, `${route.path}: no other JSON-LD in the page (search engines flag duplicate entities)`);
      const document = JSON.parse(head.jsonLd[0]!) as unknown;
      assert.deepEqual(validateJsonLd(document), [], route.path);
      const types = typesIn(document);
      assert.ok(types.some((type) => isA(type, 'WebPage')), `${route.path}: a WebPage node`);
      for (const type of expectedTypes(route)) assert.ok(types.includes(type), `${route.path}: ${type} in ${types.join(', ')}`);
    }
  });

  it('links the favicons and the web app manifest', () => {
    for (const { route, head } of pages) {
      const rels = head.links.map((link) => `${link.rel} ${link.href}`);
      for (const expected of ['icon /favicon.svg', 'icon /favicon-32.png', 'apple-touch-icon /apple-touch-icon.png', `manifest ${webManifestPath}`]) {
        assert.ok(rels.includes(expected), `${route.path}: ${expected}`);
      }
    }
  });
});

describe('site files', () => {
  it('sitemap.xml lists exactly the indexable routes of routes.ts, as absolute URLs', () => {
    const xml = readDist('sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.deepEqual(locs, routes.filter(isIndexable).map((route) => absoluteUrl(route.path)));
    for (const route of routes.filter((candidate) => candidate.kind === 'article' && isIndexable(candidate))) {
      assert.match(xml, new RegExp(`<loc>${absoluteUrl(route.path)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`), route.path);
    }
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readDist('robots.txt');
    assert.match(robots, /^User-agent: \*$/m);
    assert.match(robots, new RegExp(`^Sitemap: ${absoluteUrl('/sitemap.xml')}$`, 'm'));
  });

  it('the web app manifest names the site and its icons exist at their stated sizes', async () => {
    const manifest = JSON.parse(readDist(webManifestPath.slice(1))) as { name: string; icons: { src: string; sizes: string }[] };
    assert.equal(manifest.name, site.name);
    for (const icon of manifest.icons.filter((entry) => entry.src.endsWith('.png'))) {
      const { width, height } = await sharp(path.join(distDir, icon.src)).metadata();
      assert.equal(`${width}x${height}`, icon.sizes, icon.src);
    }
    for (const icon of iconFiles) {
      const { width, height } = await sharp(path.join(distDir, icon.file)).metadata();
      assert.deepEqual([width, height], [icon.size, icon.size], icon.file);
    }
  });
});
