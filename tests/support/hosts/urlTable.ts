/**
 * The table of URLs the host suite asks every runtime for, each with the answer DESIGN.md §3 and
 * the SPEC mean: every route in both slash forms, the sales-enablement redirect (both forms, and as
 * a link with a #hash), unknown posts, unknown pages, assets and the editor. Titles and bytes come
 * from the built folder, policies from the build's own header code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../../../routes.ts';
import { contentSecurityPolicy, headerRules } from '../../../src/build/headers.ts';
import type { BuiltSiteFacts } from '../../../src/build/hostFiles.ts';
import { paths } from '../../../src/paths.ts';
import { outputFile, servedAsNotFound } from '../../../src/siteRoute.ts';
import { bytesHash, comparedHeaders, pageTitle, type Answer } from './answers.ts';
import type { RuntimeName } from './runtime.ts';

export interface Row {
  path: string;
  /** 200, 301 or 404; a folder URL without its slash is a `slashHop`, whose status is the host's own. */
  status: number | 'slashHop';
  location?: string;
  /** The page's <title> or the file's hash; redirects have no body worth comparing. */
  body?: string;
  policy?: 'public' | 'editor';
  /** Compared where our rules set it; elsewhere (404s, other files) it is the host's own default. */
  cacheControl?: string;
}

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';

/** The permanent redirect each runtime gives a folder URL without its slash (DESIGN.md §3). */
const slashHopStatus: Record<RuntimeName, number> = { cloudflare: 308, netlify: 301, local: 301 };

export function urlTable(distDir: string): Row[] {
  const read = (file: string) => readFileSync(path.join(distDir, file));
  const title = (file: string) => pageTitle(read(file).toString('utf8')) ?? `no title in ${file}`;
  const rows: Row[] = [];
  for (const route of routes) {
    if (servedAsNotFound(route)) continue;
    const withSlash = route.path.endsWith('/') ? route.path : `${route.path}/`;
    if (route.kind === 'redirect') {
      for (const from of [withSlash.slice(0, -1), withSlash, `${withSlash.slice(0, -1)}#lead-strategy`]) rows.push({ path: from, status: 301, location: route.redirectTo });
      continue;
    }
    rows.push({ path: route.path, status: 200, body: title(outputFile(route.path)), policy: 'public', cacheControl: revalidate });
    if (route.path !== '/') rows.push({ path: route.path.slice(0, -1), status: 'slashHop', location: route.path });
  }
  const firstArticle = title(outputFile(`${paths.blog}404.html`));
  for (const unknownPost of [`${paths.blog}no-such-post/`, `${paths.blog}no-such-post`]) rows.push({ path: unknownPost, status: 404, body: firstArticle, policy: 'public' });
  const notFound = title(outputFile(paths.notFound));
  for (const unknown of ['/no-such-page/', '/no-such-page', '/wp-login.php', '/services/no-such-service/']) rows.push({ path: unknown, status: 404, body: notFound, policy: 'public' });
  const assets = readdirSync(path.join(distDir, 'assets'), { withFileTypes: true }).filter((entry) => entry.isFile());
  const image = readdirSync(path.join(distDir, 'assets', 'images')).find((file) => file.endsWith('.webp'));
  for (const file of [...assets.map((entry) => `assets/${entry.name}`), `assets/images/${image}`]) rows.push({ path: `/${file}`, status: 200, body: bytesHash(read(file)), policy: 'public', cacheControl: immutable });
  for (const file of ['favicon.svg', 'robots.txt', 'sitemap.xml', 'images/home-hero.png']) rows.push({ path: `/${file}`, status: 200, body: bytesHash(read(file)), policy: 'public' });
  rows.push(
    { path: '/admin/', status: 200, body: title('admin/index.html'), policy: 'editor', cacheControl: revalidate },
    { path: '/admin', status: 'slashHop', location: '/admin/' },
    { path: '/admin/config.yml', status: 200, body: bytesHash(read('admin/config.yml')), policy: 'editor', cacheControl: revalidate },
  );
  return rows;
}

/** What `runtime` must answer for `row`: the differences as sentences, none when it answers right. */
export function differences(row: Row, answer: Answer, runtime: RuntimeName, facts: BuiltSiteFacts): string[] {
  const [shared] = headerRules(facts.sources, [], facts.admin, 'netlify');
  const policies = { public: contentSecurityPolicy(facts.sources), editor: facts.admin.contentSecurityPolicy };
  const expected: Partial<Record<keyof Answer | (typeof comparedHeaders)[number], unknown>> = {
    status: row.status === 'slashHop' ? slashHopStatus[runtime] : row.status,
    location: row.location ?? null,
  };
  if (row.body !== undefined) {
    Object.assign(expected, {
      body: row.body,
      ...Object.fromEntries(Object.entries(shared!.headers).map(([name, value]) => [name.toLowerCase(), value])),
      'content-security-policy': policies[row.policy!],
      'cross-origin-opener-policy': row.policy === 'editor' ? 'same-origin-allow-popups' : 'same-origin',
      'x-robots-tag': row.policy === 'editor' ? 'noindex, nofollow' : null,
    });
  }
  if (row.cacheControl) expected['cache-control'] = row.cacheControl;
  const actual: Record<string, unknown> = { status: answer.status, location: answer.location, body: answer.body, ...answer.headers };
  const wrong = Object.entries(expected)
    .filter(([name, value]) => actual[name] !== value)
    .map(([name, value]) => `${row.path}: ${name} is ${JSON.stringify(actual[name])}, expected ${JSON.stringify(value)}`);
  const cachedForGood = !row.cacheControl && /immutable/.test(answer.headers['cache-control'] ?? '');
  return cachedForGood ? [...wrong, `${row.path}: cached as immutable, but only hashed assets may be`] : wrong;
}
