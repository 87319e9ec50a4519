/**
 * Publishing on a date: a post's date is its publication moment (a day, from the start of that day
 * in the site's time zone, or a day with a time and offset), a service's or a page's its "Publish
 * on". An entry whose moment is in the future is nowhere in a build made before it (its address,
 * the blog list, the menus, the feed, the sitemap), and everywhere in a build made at it; a moment
 * already past publishes at once; a value the build cannot read is refused, naming the field.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, describe, it } from 'node:test';
import type { ContentLink } from '../../../src/content/contentLinks.ts';
import { contentDir } from '../../../src/content/contentFolders.ts';
import { buildMoment, isDue, parseDateTime, publicationMoment, siteClock, siteDateTime } from '../../../src/content/publication.ts';
import { serviceSchema } from '../../../src/content/serviceSchema.ts';
import { parseYaml, yamlText } from '../../../src/content/yaml.ts';
import { loadBlogCollection } from '../../../src/content/blog/loadPosts.ts';
import { postSource, postsFolder } from '../blog/postFixtures.ts';
import { copyProject } from '../../support/projectCopy.ts';

/** "Today" and "tomorrow" of these tests: fixed moments, so the tests never depend on the clock. */
const today = '2030-06-10T12:00+02:00';
const tomorrow = '2030-06-11T09:00+02:00';

describe('the publication date and time', () => {
  it('reads a date and time with its time zone as one instant, and nothing else', () => {
    assert.equal(parseDateTime('2030-06-11T09:00+02:00')?.toISOString(), '2030-06-11T07:00:00.000Z');
    assert.equal(parseDateTime('2030-06-11T07:00:00.000Z')?.toISOString(), '2030-06-11T07:00:00.000Z');
    for (const text of ['next monday', '2030-06-11', '2030-06-11T09:00', '2030-02-30T09:00+01:00', '2030-06-11T25:00Z', '11/06/2030 09:00']) {
      assert.equal(parseDateTime(text), null, text);
    }
  });

  it('reads a day alone as the start of that day in the site\'s time zone (Indiana: UTC-5 in winter, UTC-4 in summer)', () => {
    assert.equal(publicationMoment('2030-12-02')?.toISOString(), '2030-12-02T05:00:00.000Z');
    assert.equal(publicationMoment('2030-06-11')?.toISOString(), '2030-06-11T04:00:00.000Z');
    assert.equal(publicationMoment('2030-06-11', 'Europe/London')?.toISOString(), '2030-06-10T23:00:00.000Z');
    assert.equal(publicationMoment('2030-06-11T09:00+02:00')?.toISOString(), '2030-06-11T07:00:00.000Z');
    for (const text of ['2030-02-30', '11/06/2030', '2030-06-11T09:00', 'next monday']) assert.equal(publicationMoment(text), null, text);
  });

  it("writes a day and time on the site's clocks with the offset they have then, and reads one back", () => {
    assert.equal(siteDateTime('2030-12-02', '09:00'), '2030-12-02T09:00-05:00');
    assert.equal(siteDateTime('2030-06-11', '09:00'), '2030-06-11T09:00-04:00');
    assert.equal(siteDateTime('2030-06-11', '09:00', 'Asia/Kolkata'), '2030-06-11T09:00+05:30');
    assert.deepEqual(siteClock(parseDateTime('2030-06-11T13:00Z')!), { day: '2030-06-11', time: '09:00' });
    assert.deepEqual(siteClock(parseDateTime('2030-12-02T04:30Z')!), { day: '2030-12-01', time: '23:30' });
  });

  it('publishes an entry without one, or once its moment has come, and not before', () => {
    const at = parseDateTime(today)!;
    assert.equal(isDue(undefined, at), true);
    assert.equal(isDue('', at), true, 'a cleared date in the editor means none');
    assert.equal(isDue('2030-06-10T11:59+02:00', at), true, 'a moment already past publishes at once');
    assert.equal(isDue(today, at), true);
    assert.equal(isDue('2030-06-10T10:01Z', at), false, 'one minute later, in another time zone');
    assert.equal(isDue('2030-06-10', at), true, 'a post dated today, from the start of the day');
    assert.equal(isDue('2030-06-11', at), false, 'a post dated tomorrow');
    assert.equal(isDue('2030-06-11', parseDateTime('2030-06-11T03:59Z')!), false, 'not before midnight in Indiana');
    assert.equal(isDue('2030-06-11', parseDateTime('2030-06-11T04:00Z')!), true, 'from midnight in Indiana');
  });

  it('builds for BUILD_AT (set by --at), by default now, and refuses a BUILD_AT that is not a moment', () => {
    assert.equal(buildMoment({ BUILD_AT: tomorrow }).toISOString(), '2030-06-11T07:00:00.000Z');
    assert.ok(Math.abs(buildMoment({}).getTime() - Date.now()) < 5_000);
    assert.throws(() => buildMoment({ BUILD_AT: 'monday' }), /BUILD_AT \(--at\) must be a date and time with its time zone, such as .*, not "monday"/);
  });

  // A post's date the build cannot read is refused in tests/unit/blog/schema.test.ts.
  it("refuses a service's publishAt that is neither a day nor a day and time with its offset, naming the field", () => {
    const service = (publishAt: string) => ({ ...(parseYaml(readFileSync(path.join(contentDir, 'services', 'crm.yml'), 'utf8')) as object), publishAt });
    assert.deepEqual(serviceSchema.safeParse(service('2030-06-31')).error?.issues.map((issue) => issue.path.join('.')), ['publishAt']);
    assert.deepEqual(serviceSchema.safeParse(service('2030-06-11 09:00')).error?.issues.map((issue) => issue.path.join('.')), ['publishAt']);
    assert.equal(serviceSchema.safeParse(service('2030-06-11')).success, true, 'a day alone: from midnight on the site\'s clocks');
  });

  it('leaves a post out of the collection until its date, keeping it among the scheduled, and publishes a past one at once', () => {
    const dir = postsFolder({
      'tomorrow-post.md': postSource({ slug: 'tomorrow-post', id: '201', date: '2030-06-11' }),
      'tomorrow-at-nine.md': postSource({ slug: 'tomorrow-at-nine', id: '203', date: tomorrow }),
      'yesterday-post.md': postSource({ slug: 'yesterday-post', id: '202', date: '2030-06-09T08:30Z' }),
    });
    const slugs = (at: string) => {
      const collection = loadBlogCollection({ postsDir: dir, root: process.cwd(), staticDir: 'static', at: parseDateTime(at)! });
      return { posts: collection.posts.map((post) => post.slug), scheduled: collection.scheduled.map((post) => post.slug) };
    };
    assert.deepEqual(slugs(today).scheduled, ['tomorrow-at-nine', 'tomorrow-post']);
    assert.ok(!slugs(today).posts.includes('tomorrow-post') && !slugs(today).posts.includes('tomorrow-at-nine'));
    assert.ok(slugs(today).posts.includes('yesterday-post'));
    assert.deepEqual(slugs('2030-06-11T08:59+02:00').scheduled, ['tomorrow-at-nine'], 'the day has begun in Indiana; nine o\'clock has not');
    assert.deepEqual(slugs(tomorrow).scheduled, []);
    assert.deepEqual(slugs(tomorrow).posts.slice(0, 2), ['tomorrow-at-nine', 'tomorrow-post'], 'the newest posts, featured first');
  });
});

describe('a build for today and a build for tomorrow', () => {
  // The builds read the content of the folder they run in: a copy of the project, edited below.
  const project = copyProject();
  after(() => project.remove());
  const content = path.join(project.dir, 'src', 'content');
  const posts = path.join(content, 'posts');
  const post = { slug: 'pipeline-review-checklist', title: 'The Pipeline Review Checklist' };
  // A post dated tomorrow: it appears when that day begins in the site's time zone (2030-06-11T00:00-04:00).
  writeFileSync(path.join(posts, `${post.slug}.md`), postSource({ slug: post.slug, title: `"${post.title}"`, id: '301', date: '2030-06-11' }));
  // A new service, a copy of CRM under another name, to be published tomorrow.
  const crm = parseYaml(readFileSync(path.join(content, 'services', 'crm.yml'), 'utf8')) as Record<string, unknown>;
  const service = { slug: 'partner-programs', menuLabel: 'Partner Programs' };
  writeFileSync(path.join(content, 'services', `${service.slug}.yml`), yamlText({ ...crm, ...service, position: 115, publishAt: tomorrow }));
  // A new page made of blocks, a copy of the case study (it links to /pricing/, and to its own #what-we-did) in the header menu, to be published tomorrow.
  const caseStudyFile = path.join(content, 'pages', 'case-study-saas-pipeline.yml');
  const caseStudy = parseYaml(readFileSync(caseStudyFile, 'utf8')) as Record<string, unknown>;
  const landing = { slug: 'case-study-agency', menu: 'header', menuLabel: 'Agency case' };
  const landingFile = path.join(content, 'pages', `${landing.slug}.yml`);
  writeFileSync(landingFile, yamlText({ ...caseStudy, ...landing, publishAt: tomorrow }));
  // The case study renamed in the editor: its first name kept as an old one.
  writeFileSync(caseStudyFile, yamlText({ ...caseStudy, slug: 'case-study-saas', formerSlugs: ['case-study-saas-pipeline'] }));

  interface Site {
    paths: string[];
    blogList: string;
    sitemap: string;
    feed: string;
    redirects: Record<'netlify' | 'cloudflare', string>;
    links: ContentLink[];
  }
  /** What a build for `at` publishes, from the content above: each moment built once. */
  const sites = new Map<string, Promise<Site>>();
  function siteAt(at: string): Promise<Site> {
    if (!sites.has(at)) {
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/support/siteAt.ts'], {
        cwd: project.dir,
        env: { ...process.env, BUILD_AT: at },
        maxBuffer: 16 * 1024 * 1024,
      });
      sites.set(at, run.then(({ stdout }) => JSON.parse(stdout) as Site));
    }
    return sites.get(at)!;
  }

  const postPath = `/blog/${post.slug}/`;
  const servicePath = `/services/${service.slug}/`;
  const landingPath = `/${landing.slug}/`;
  /** The content links of `site` from the file named `name` (the service or the page made of blocks to be published tomorrow). */
  const linksOf = (site: Site, name: string) => site.links.filter((link) => path.basename(link.file) === name).map((link) => link.href);
  const linksOfLanding = (site: Site) => linksOf(site, path.basename(landingFile));

  it('for today: the post dated tomorrow and the service are at no address, in no list, menu, feed or sitemap', async () => {
    const site = await siteAt(today);
    assert.ok(!site.paths.includes(postPath), 'no page at the post\'s address (the host answers 404)');
    assert.ok(!site.paths.includes(servicePath), 'no page at the service\'s address');
    assert.ok(!site.blogList.includes(post.title) && !site.blogList.includes(postPath), 'not in the blog list');
    assert.ok(!site.blogList.includes(service.menuLabel) && !site.blogList.includes(servicePath), 'not in the menus');
    assert.ok(!site.feed.includes(postPath), 'not in the feed');
    assert.ok(!site.sitemap.includes(postPath) && !site.sitemap.includes(servicePath), 'not in the sitemap');
    assert.ok(site.paths.includes('/blog/lean-canvas/'), 'the published posts are there');
    // Its hero's second link, copied from CRM, goes to its own #platforms: checked in the build that publishes it.
    assert.ok(!linksOf(site, `${service.slug}.yml`).includes('#platforms'), "the service's links into itself wait for the build that publishes it");
  });

  // No link may lead to it: the build refuses a link to an address that is no page (tests/unit/content/contentLinks.test.ts).
  it('for today: the page made of blocks dated tomorrow is at no address, in no menu or sitemap', async () => {
    const site = await siteAt(today);
    assert.ok(!site.paths.includes(landingPath), "no page at the page's address (the host answers 404)");
    assert.ok(!site.blogList.includes(landing.menuLabel) && !site.blogList.includes(landingPath), 'not in the header or footer menu');
    assert.ok(!site.sitemap.includes(landingPath), 'not in the sitemap');
    const links = linksOfLanding(site);
    assert.ok(links.includes('/pricing/'), 'its links to other pages are checked already');
    assert.ok(!links.includes('#what-we-did'), 'its links into itself wait for the build that publishes it');
  });

  it('keeps the old address of a renamed page made of blocks answering with a 301 to the new one, on both hosts', async () => {
    const site = await siteAt(today);
    assert.ok(site.paths.includes('/case-study-saas/') && site.paths.includes('/case-study-saas-pipeline/'));
    for (const form of ['/case-study-saas-pipeline', '/case-study-saas-pipeline/']) {
      assert.ok(site.redirects.netlify.includes(`${form}  /case-study-saas/  301!\n`), `${form} on Netlify`);
      assert.ok(site.redirects.cloudflare.includes(`${form}  /case-study-saas/  301\n`), `${form} on Cloudflare Pages`);
    }
    assert.match(site.sitemap, /\/case-study-saas\/<\/loc>/);
    assert.doesNotMatch(site.sitemap, /case-study-saas-pipeline/, 'the old address is not a page');
  });

  it('for tomorrow: all three are at their address, in the list, menus, feed and sitemap', async () => {
    const site = await siteAt(tomorrow);
    assert.ok(site.paths.includes(postPath) && site.paths.includes(servicePath));
    assert.match(site.blogList, new RegExp(`href="${postPath}"[^>]*>[^<]*${post.title}`), 'in the blog list');
    assert.match(site.blogList, new RegExp(`href="${servicePath}"[^>]*>${service.menuLabel}<`), 'in the menus');
    assert.ok(site.feed.includes(`/blog/${post.slug}/</link>`), 'in the feed');
    assert.ok(site.sitemap.includes(`${postPath}</loc>`) && site.sitemap.includes(`${servicePath}</loc>`), 'in the sitemap');
    assert.ok(site.paths.includes(landingPath), 'the page made of blocks is at its address');
    assert.match(site.blogList, new RegExp(`href="${landingPath}"[^>]*>${landing.menuLabel}<`), 'in the header menu');
    assert.ok(site.sitemap.includes(`${landingPath}</loc>`), 'in the sitemap');
    assert.ok(linksOfLanding(site).includes('#what-we-did'), 'its links into itself are checked');
    assert.ok(linksOf(site, `${service.slug}.yml`).includes('#platforms'), "the service's links into itself are checked");
  });
});

describe('the scheduled trigger (scripts/scheduled-publish.sh, run by .github/workflows/scheduled-publish.yml)', () => {
  const content = mkdtempSync(path.join(tmpdir(), 'hale-due-'));
  after(() => rmSync(content, { recursive: true, force: true }));
  writeFileSync(path.join(content, 'tomorrow-post.md'), postSource({ slug: 'tomorrow-post', date: tomorrow }));
  writeFileSync(path.join(content, 'tomorrow-all-day.md'), postSource({ slug: 'tomorrow-all-day', date: '2030-06-11' }));
  writeFileSync(path.join(content, 'partner-programs.yml'), `slug: partner-programs\npublishAt: '2030-06-12T09:00Z'\n`);

  /** Runs the trigger for the window (since, now], against a build hook of our own; says how often the hook was called. */
  async function trigger(since: string, now: string): Promise<{ calls: number; stdout: string }> {
    let calls = 0;
    const hook = createServer((request, response) => {
      if (request.method === 'POST') calls += 1;
      response.end('{}');
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = hook.address() as AddressInfo;
      const { stdout } = await promisify(execFile)('bash', ['scripts/scheduled-publish.sh'], {
        env: { ...process.env, SINCE: since, NOW: now, CONTENT_DIR: content, BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/abc` },
      });
      return { calls, stdout };
    } finally {
      hook.close();
    }
  }

  it('calls the build hook once when a publication fell due since the last check', async () => {
    const { calls, stdout } = await trigger('2030-06-11T06:50Z', '2030-06-11T07:05Z');
    assert.equal(calls, 1);
    assert.match(stdout, /Due: .*tomorrow-post\.md \(2030-06-11T09:00\+02:00\)/);
    assert.doesNotMatch(stdout, /tomorrow-all-day/);
  });

  it("calls it when a post dated a day reaches that day's midnight in the site's time zone (04:00 UTC in an Indiana summer)", async () => {
    assert.equal((await trigger('2030-06-11T03:50Z', '2030-06-11T03:59Z')).calls, 0);
    const { calls, stdout } = await trigger('2030-06-11T03:50Z', '2030-06-11T04:05Z');
    assert.equal(calls, 1);
    assert.match(stdout, /Due: .*tomorrow-all-day\.md \(2030-06-11\)/);
  });

  it('does not call it when none did', async () => {
    const { calls, stdout } = await trigger('2030-06-11T07:05Z', '2030-06-11T07:20Z');
    assert.equal(calls, 0);
    assert.match(stdout, /No publication fell due between 2030-06-11T07:05:00Z and 2030-06-11T07:20:00Z/);
  });
});
