/**
 * Internal links of the built site (TEST_DIST): every reference from a page, the sitemap, the feed,
 * robots.txt and the web manifest to our own site (a root path, or an absolute URL on `site.url`)
 * reaches a built page or file without a redirect, and every `#anchor` names an element on its
 * target page (DESIGN.md §3 and §4).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Document } from 'happy-dom';
import { routes } from '../../routes.ts';
import { siteUrl } from '../../src/site.ts';
import { isIndexable } from '../../src/siteRoute.ts';
import { distFiles, parseHtml, readDist, servedPath } from '../support/distFiles.ts';

/** What the checker sees of a built site: its files and how to read one. */
interface BuiltSite {
  /** The published origin (`site.url`): absolute links to it count as internal. */
  origin: string;
  files: ReadonlySet<string>;
  read(file: string): string;
}

interface Problem {
  /** The page or file the reference is in, as served. */
  from: string;
  href: string;
  reason: string;
}

interface Counts {
  pages: number;
  /** Internal references checked (each occurrence). */
  links: number;
  /** Internal references that carry an `#anchor`. */
  anchors: number;
}

interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** A percent-decoded path or fragment; malformed escapes are kept as written (and then match nothing). */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const format = (problem: Problem) => `${problem.from} → ${problem.href}: ${problem.reason}`;

function redirectRules(site: BuiltSite): RedirectRule[] {
  if (!site.files.has('_redirects')) return [];
  return site
    .read('_redirects')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

const ruleMatches = (rule: RedirectRule, pathname: string) =>
  rule.from.endsWith('*') ? pathname.startsWith(rule.from.slice(0, -1)) : pathname === rule.from;

/** The HTML file behind each `#anchor` check, parsed once. */
function anchorIndex(site: BuiltSite, parsed: Map<string, Document>) {
  const ids = new Map<string, Set<string>>();
  return (file: string): Set<string> => {
    let found = ids.get(file);
    if (!found) {
      const document = parsed.get(file) ?? parseHtml(site.read(file));
      found = new Set([
        ...[...document.querySelectorAll('[id]')].map((element) => element.id),
        ...[...document.querySelectorAll('a[name]')].map((element) => element.getAttribute('name')!),
      ]);
      ids.set(file, found);
    }
    return found;
  };
}

/** Where an internal path leads: the file served for it, or why no file is served without a hop. */
function lookUp(site: BuiltSite, rules: RedirectRule[], pathname: string): { file: string } | { reason: string } {
  const rule = rules.find((candidate) => ruleMatches(candidate, pathname));
  if (rule && rule.status >= 300 && rule.status < 400) return { reason: `redirects (${rule.status}) to ${rule.to}: link the final page` };
  const relative = pathname.slice(1);
  if (pathname.endsWith('/') && site.files.has(`${relative}index.html`)) return { file: `${relative}index.html` };
  if (!pathname.endsWith('/') && site.files.has(relative) && !relative.startsWith('_')) {
    if (relative === 'index.html' || relative.endsWith('/index.html')) return { reason: `is served at ${servedPath(relative)}: link that URL` };
    return { file: relative };
  }
  if (!pathname.endsWith('/') && site.files.has(`${relative}/index.html`)) return { reason: `redirects to ${pathname}/: link the trailing-slash URL` };
  if (rule?.status === 200) return lookUp(site, rules, rule.to);
  if (rule?.status === 404) return { reason: `not found (the host answers 404 with ${rule.to})` };
  return { reason: 'no page or file at that path' };
}

/** A reference as written in a file, and whether its `#fragment` names an element (not a JSON-LD node id). */
interface Reference {
  value: string;
  base: string;
  checkAnchor: boolean;
}

const srcsetUrls = (srcset: string) =>
  srcset
    .trim()
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Every string in a JSON value. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

function pageReferences(document: Document, base: string, origin: string): Reference[] {
  const references: Reference[] = [];
  const add = (value: string | null, checkAnchor = true) => {
    if (value !== null) references.push({ value, base, checkAnchor });
  };
  for (const element of document.querySelectorAll('a[href], area[href], link[href]')) add(element.getAttribute('href'));
  for (const element of document.querySelectorAll('[src]')) add(element.getAttribute('src'));
  for (const element of document.querySelectorAll('video[poster]')) add(element.getAttribute('poster'));
  for (const element of document.querySelectorAll('[srcset]')) srcsetUrls(element.getAttribute('srcset')!).forEach((url) => add(url));
  for (const element of document.querySelectorAll('form[action]')) add(element.getAttribute('action'));
  for (const element of document.querySelectorAll('[formaction]')) add(element.getAttribute('formaction'));
  for (const meta of document.querySelectorAll('meta[content]')) {
    const content = meta.getAttribute('content')!;
    if (meta.getAttribute('http-equiv')?.toLowerCase() === 'refresh') add(/url\s*=\s*(.+)$/i.exec(content)?.[1]?.trim() ?? null);
    else if (content === origin || content.startsWith(`${origin}/`)) add(content);
  }
  // JSON-LD: our URLs must exist; their fragments are node identifiers (`#organization`), not anchors.
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    for (const value of jsonStrings(JSON.parse(script.textContent))) if (value.startsWith(`${origin}/`)) add(value, false);
  }
  return references;
}

const xmlDecode = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** URLs in the sitemap, the feed, robots.txt and the web manifest (machine-written by the build). */
function siteFileReferences(site: BuiltSite): { file: string; references: Reference[] }[] {
  const out: { file: string; references: Reference[] }[] = [];
  const base = `${site.origin}/`;
  const xmlUrls = (xml: string) => [
    ...[...xml.matchAll(/<(loc|link|url|guid isPermaLink="true")>\s*(?:<!\[CDATA\[)?([^<\]]+?)(?:\]\]>)?\s*<\/(?:loc|link|url|guid)>/g)].map((match) => match[2]!),
    ...[...xml.matchAll(/\s(?:href|url)="([^"]+)"/g)].map((match) => match[1]!),
  ];
  for (const file of ['sitemap.xml', 'rss.xml']) {
    if (site.files.has(file)) out.push({ file, references: xmlUrls(site.read(file)).map((value) => ({ value: xmlDecode(value), base, checkAnchor: true })) });
  }
  if (site.files.has('robots.txt')) {
    const sitemaps = [...site.read('robots.txt').matchAll(/^Sitemap:\s*(\S+)/gim)].map((match) => match[1]!);
    out.push({ file: 'robots.txt', references: sitemaps.map((value) => ({ value, base, checkAnchor: true })) });
  }
  for (const file of [...site.files].filter((name) => name.endsWith('.webmanifest'))) {
    const manifest = JSON.parse(site.read(file)) as { start_url?: string; scope?: string; icons?: { src: string }[]; shortcuts?: { url: string }[] };
    const values = [manifest.start_url, manifest.scope, ...(manifest.icons ?? []).map((icon) => icon.src), ...(manifest.shortcuts ?? []).map((shortcut) => shortcut.url)];
    out.push({ file, references: values.filter((value) => value !== undefined).map((value) => ({ value, base: `${site.origin}/${file}`, checkAnchor: true })) });
  }
  return out;
}

/** Checks every internal reference of a built site; returns what is broken and what was checked. */
function checkSite(site: BuiltSite): { problems: Problem[]; counts: Counts; linkedPaths: Set<string> } {
  const rules = redirectRules(site);
  const pages = [...site.files].filter((file) => file.endsWith('.html'));
  const parsed = new Map(pages.map((file) => [file, parseHtml(site.read(file))]));
  const idsOf = anchorIndex(site, parsed);
  const problems: Problem[] = [];
  const counts: Counts = { pages: pages.length, links: 0, anchors: 0 };
  const linkedPaths = new Set<string>();

  const check = (from: string, { value, base, checkAnchor }: Reference, fromFile: string) => {
    const report = (reason: string) => problems.push({ from, href: value, reason });
    if (value.trim() === '' || value === '#') return report('empty link');
    // A 404 page is served at any missing URL, so a path-relative link on it points somewhere different each time.
    if (fromFile.endsWith('404.html') && !/^([a-z][a-z\d+.-]*:|\/|#)/i.test(value)) return report('relative URL on a page served at any missing path');
    let url: URL;
    try {
      url = new URL(value, base);
    } catch {
      return report('not a valid URL');
    }
    if (url.protocol === 'javascript:') return report('javascript: URL');
    if (url.origin !== site.origin) return;
    counts.links += 1;
    // `#x` alone scrolls within the page, whatever URL the page was reached by.
    const target = value.startsWith('#') ? { file: fromFile } : lookUp(site, rules, decode(url.pathname));
    if ('reason' in target) return report(target.reason);
    if (fromFile.endsWith('.html') && target.file !== fromFile) linkedPaths.add(servedPath(target.file));
    if (!checkAnchor || url.hash.length <= 1) return;
    counts.anchors += 1;
    const anchor = decode(url.hash.slice(1));
    if (!target.file.endsWith('.html')) return report(`#${anchor} on a file that is not a page`);
    if (!idsOf(target.file).has(anchor)) report(`no element with id="${anchor}" on ${servedPath(target.file)}`);
  };

  for (const file of pages) {
    const from = servedPath(file);
    for (const reference of pageReferences(parsed.get(file)!, `${site.origin}${from}`, site.origin)) check(from, reference, file);
  }
  for (const { file, references } of siteFileReferences(site)) for (const reference of references) check(`/${file}`, reference, file);
  return { problems, counts, linkedPaths };
}

const builtSite: BuiltSite = {
  origin: new URL(siteUrl).origin,
  files: new Set(distFiles()),
  read: (file) => readDist(file),
};
let distResult: ReturnType<typeof checkSite> | undefined;
const checkDist = () => (distResult ??= checkSite(builtSite));

function fixtureSite(files: Record<string, string>): BuiltSite {
  return { origin: 'https://fixture.example', files: new Set(Object.keys(files)), read: (file) => files[file] ?? '' };
}

describe('internal links', () => {
  it('the checker is not blind: broken paths, hops and missing anchors are reported', () => {
    const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
    const site = fixtureSite({
      'index.html': page(
        [
          '<a href="/about/#team">ok</a>',
          '<a href="https://fixture.example/about/">absolute, ok</a>',
          '<a href="https://elsewhere.example/missing/">external</a>',
          '<a href="mailto:a@fixture.example">mail</a>',
          '<img alt="" src="/logo.png" srcset="/logo.png 1x, /logo-2x.png 2x">',
          '<a href="/missing/">broken</a>',
          '<a href="/about/#nope">missing anchor</a>',
          '<a href="#nowhere">missing same-page anchor</a>',
          '<a href="/about">no trailing slash</a>',
          '<a href="/old/">redirecting</a>',
        ].join(''),
      ),
      'about/index.html': page('<h2 id="team">Team</h2><a href="#team">self, ok</a>'),
      'logo.png': '',
      _redirects: '/old/  /about/  301!\n',
      'sitemap.xml': '<urlset><url><loc>https://fixture.example/about/</loc></url><url><loc>https://fixture.example/gone/</loc></url></urlset>',
    });
    const { problems, counts } = checkSite(site);
    assert.deepEqual(
      problems.map(({ from, href }) => `${from} → ${href}`).sort(),
      ['/ → /logo-2x.png', '/ → /missing/', '/ → /about/#nope', '/ → #nowhere', '/ → /about', '/ → /old/', '/sitemap.xml → https://fixture.example/gone/'].sort(),
    );
    assert.match(format(problems.find((problem) => problem.href === '#nowhere')!), /^\/ → #nowhere: no element with id="nowhere" on \/$/);
    assert.match(format(problems.find((problem) => problem.href === '/old/')!), /redirects \(301\) to \/about\//);
    assert.deepEqual(counts, { pages: 2, links: 13, anchors: 4 });
  });

  it('every internal reference in dist resolves without a redirect and every #anchor exists', (t) => {
    const { problems, counts } = checkDist();
    t.diagnostic(`checked ${counts.links} internal references (${counts.anchors} with an #anchor) in ${counts.pages} pages and the site files`);
    assert.equal(counts.pages, distFiles().filter((file) => file.endsWith('.html')).length, "every page, the editor's included");
    assert.ok(counts.links > counts.pages * 20, `only ${counts.links} internal references found: is the checker reading the pages?`);
    assert.ok(counts.anchors > counts.pages, `only ${counts.anchors} anchors found`);
    assert.ok(problems.length === 0, `${problems.length} broken internal references:\n${problems.map(format).join('\n')}`);
  });

  it('every page in the sitemap is linked from another page', () => {
    const { linkedPaths } = checkDist();
    const listed = [...readDist('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(xmlDecode(match[1]!)).pathname);
    assert.deepEqual(listed, routes.filter(isIndexable).map((route) => route.path), 'sitemap.xml lists every indexable route');
    assert.deepEqual(listed.filter((pathname) => !linkedPaths.has(pathname)), [], 'pages no other page links to');
  });
});
