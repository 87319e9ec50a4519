/**
 * The owner's editor, end to end, as `npm run cms` runs it: Decap CMS at /admin/ in Chromium, its
 * local backend (decap-server) writing the files of a throwaway copy of the project, and the dev
 * server rebuilding the site after each save. Creates a post, edits a price and the phone, checks
 * the files written and the rebuilt pages, and that bad edits are refused by the editor or stop the
 * build with a message naming the file and field while the last good site stays up.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import matter from 'gray-matter';
import type { Browser, Locator, Page } from 'playwright-core';
import { postCategories } from '../../src/content/blog/categories.ts';
import { loadDataFile } from '../../src/content/dataFile.ts';
import { pricingDataFile, pricingDataSchema } from '../../src/content/pricing.ts';
import { siteDataFile, siteDataSchema } from '../../src/site.ts';
import { launchChromium } from '../support/browser.ts';
import { copyProject, type ProjectCopy } from '../support/projectCopy.ts';
import { freePort } from '../support/freePort.ts';

/** Resolves with what `check` returns once it is not false, polling; fails after `timeout` ms. */
async function eventually<T>(what: string, check: () => T | false | Promise<T | false>, timeout = 90_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let problem = '';
  for (;;) {
    // A file read while it is being written may not parse yet: that is "not yet", not a failure.
    const result = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => ((problem = `; last error: ${String(error)}`), false as const));
    if (result !== false) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${problem}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const post = {
  slug: 'pipeline-review-checklist',
  title: 'The Pipeline Review Checklist',
  excerpt: 'Ten questions to ask in every weekly pipeline review, so forecasts stop slipping and deals stop stalling quietly.',
  category: 'Sales Strategy',
  date: '2025-11-20',
  readTime: '5 min read',
  imageAlt: 'A checklist beside a rising sales pipeline chart',
  tags: 'Pipeline, Forecasting',
  body: 'Most pipeline reviews are status meetings in disguise.',
};
const newPrice = 12500;
const newPhone = '+1 (812) 555-0199';

let project: ProjectCopy;
let cms: ChildProcess;
let output = '';
let browser: Browser;
let page: Page;
let siteOrigin = '';
let ports: { site: number; backend: number };

const file = (relative: string) => path.join(project.dir, relative);
const postFile = () => file(`src/content/posts/${post.slug}.md`);
/** The text of a page the dev server serves now (no cache: each call sees the latest build). */
const served = async (pathname: string) => {
  const response = await fetch(`${siteOrigin}${pathname}`, { headers: { 'Cache-Control': 'no-cache' } });
  return { status: response.status, html: await response.text() };
};

before(async () => {
  project = copyProject();
  ports = { site: await freePort(), backend: await freePort() };
  siteOrigin = `http://127.0.0.1:${ports.site}`;
  cms = spawn(process.execPath, ['--import', 'tsx', 'scripts/cms.ts'], {
    cwd: project.dir,
    env: { ...process.env, PORT: String(ports.site), CMS_LOCAL_PORT: String(ports.backend) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cms.stdout?.on('data', (chunk) => (output += chunk));
  cms.stderr?.on('data', (chunk) => (output += chunk));
  await eventually('npm run cms to build the site and serve it', () => output.includes('Dev server at'), 180_000);
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Every policy violation on the editor's page is recorded, from the first script on.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  page = await context.newPage();
});

after(async () => {
  await browser?.close();
  if (cms && cms.exitCode === null && cms.signalCode === null) cms.kill('SIGKILL');
  project?.remove();
});

/** The editor's field labelled `label` (Decap ties each label to its input). */
const field = (label: string): Locator => page.getByLabel(label, { exact: true });

/**
 * Publishes the open entry. Unless the editor is to refuse it, waits for Decap's "Changes saved":
 * until then Decap still counts the entry as changed and meets the next navigation with a "leave
 * this page?" prompt, which the browser here dismisses, so the navigation silently never happens.
 */
async function publish(outcome: 'saved' | 'refused' = 'saved'): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now', { exact: true }).click();
  if (outcome === 'saved') await page.getByText('Changes saved', { exact: true }).waitFor({ timeout: 60_000 });
}

/** A collection's list, from wherever the editor is (an entry's page has no sidebar). */
async function openCollection(name: 'posts' | 'settings' | 'pricing'): Promise<void> {
  await page.goto(`${siteOrigin}/admin/#/collections/${name}`);
}

describe('the editor at /admin/ with the local backend', () => {
  it('signs in to the local backend and lists the three collections, under its policy with no violation', async () => {
    const response = await page.goto(`${siteOrigin}/admin/`, { waitUntil: 'load' });
    assert.match(response?.headers()['content-security-policy'] ?? '', new RegExp(`connect-src 'self' blob: http://127\\.0\\.0\\.1:${ports.backend}`));
    await page.getByRole('button', { name: 'Login' }).click();
    for (const name of ['Blog posts', 'Site settings', 'Pricing']) await page.getByRole('link', { name, exact: true }).waitFor();
  });

  it('creates a post with a cover image: the Markdown file and the image are written into the project', async () => {
    await openCollection('posts');
    await page.getByRole('link', { name: /Blog post$/ }).click();
    await field('URL name').fill(post.slug);
    await field('Title').fill(post.title);
    await field('Excerpt').fill(post.excerpt);
    await field('Category').fill(post.category);
    await page.keyboard.press('Enter');
    await field('Publication date').fill(post.date);
    await field('Read time').fill(post.readTime);
    await page.getByRole('button', { name: 'Choose an image' }).click();
    const cover = file('.upload/pipeline-review-checklist.jpg');
    await page.locator('input[type="file"]').setInputFiles(copyCover(cover));
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await field('Cover image description').fill(post.imageAlt);
    await field('Tags').fill(post.tags);
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type(post.body);
    await publish();
    const written = await eventually('the post file', () => existsSync(postFile()) && readFileSync(postFile(), 'utf8'));
    const { data, content } = matter(written);
    assert.deepEqual(
      { ...data, date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : data.date },
      {
        id: 9,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        author: 'Morgan Hale',
        date: post.date,
        readTime: post.readTime,
        image: `/images/blog/${post.slug}.jpg`,
        imageAlt: post.imageAlt,
        tags: ['Pipeline', 'Forecasting'],
        views: '0',
        likes: '0',
      },
    );
    assert.equal(content.trim(), post.body);
    assert.ok(existsSync(file(`static/images/blog/${post.slug}.jpg`)), 'the cover is uploaded into static/images/blog/');
  });

  it('edits a price: pricing.yml holds the new price and still passes its schema', async () => {
    await openCollection('pricing');
    await page.getByRole('link', { name: 'Plans, add-ons and FAQs' }).click();
    const price = page.getByLabel('Price per month', { exact: true }).nth(1);
    assert.equal(await price.inputValue(), '10000', "the second plan's price, Scale's");
    await price.fill(String(newPrice));
    await publish();
    const pricing = await eventually('the new price in pricing.yml', () => {
      const data = loadDataFile(pricingDataFile, pricingDataSchema, file('src/content/data'));
      return data.plans[1]?.price === newPrice && data;
    });
    assert.deepEqual(pricing.plans.map((plan) => plan.name), ['Startup', 'Scale', 'Growth']);
  });

  it('changes the phone number: site.yml holds it', async () => {
    await openCollection('settings');
    await page.getByRole('link', { name: 'Firm identity and contacts' }).click();
    await field('Phone').fill(newPhone);
    await publish();
    await eventually('the new phone in site.yml', () => loadDataFile(siteDataFile, siteDataSchema, file('src/content/data')).phone === newPhone);
  });

  it('rebuilds the site: the new post has its page, /pricing/ the new price, the footer and contact page the new phone', async () => {
    const article = await eventually('the new post page', async () => {
      const page = await served(`/blog/${post.slug}/`);
      return page.status === 200 && page.html;
    });
    assert.match(article, new RegExp(`<h1[^>]*>${post.title}</h1>`));
    assert.match(article, new RegExp(`src="/images/blog/[^"]*${post.slug}`));
    assert.match((await served('/blog/')).html, new RegExp(post.title));
    await eventually('the new price on /pricing/', async () => (await served('/pricing/')).html.includes('$12,500'));
    await eventually('the new phone on every page', async () => {
      const [home, contact] = await Promise.all([served('/'), served('/contact-us/')]);
      return [home.html, contact.html].every((html) => html.includes('href="tel:+18125550199"') && html.includes('555\u20110199'));
    });
  });

  it('refuses an empty title in the editor, offers only the real categories, and runs without a policy violation', async () => {
    await openCollection('posts');
    await page.getByRole('link', { name: new RegExp(post.title) }).click();
    const before = readFileSync(postFile(), 'utf8');
    await field('Title').fill('');
    await publish('refused');
    await page.getByText(/Title is required/).waitFor();
    assert.equal(readFileSync(postFile(), 'utf8'), before, 'nothing is written');

    await field('Category').click();
    const offered = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');
    assert.deepEqual(offered, [...postCategories]);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), []);
  });

  it('a bad edit the editor cannot see (a title too long for the browser tab, an unknown category) stops the build with the file and field, and the last good page stays', async () => {
    const longTitle = 'The Pipeline Review Checklist for Growing Sales Teams';
    await field('Title').fill(longTitle);
    await publish();
    await eventually('the build to refuse the title', () =>
      output.includes(`src/content/posts/${post.slug}.md: title: is ${longTitle.length} characters; the document title allows 37`),
    );
    assert.match((await served(`/blog/${post.slug}/`)).html, new RegExp(`<h1[^>]*>${post.title}</h1>`), 'the last good build is still served');

    // Edited outside the editor (say on GitHub): a category the site does not have.
    writeFileSync(postFile(), readFileSync(postFile(), 'utf8').replace(`category: ${post.category}`, 'category: Growth Hacking'));
    await eventually('the build to refuse the category', () => output.includes(`src/content/posts/${post.slug}.md: category: unknown category "Growth Hacking"; use one of:`));
    assert.match(output, /Build failed; the previous dist\/ is unchanged\./);
  });

  it('stops the backend and the dev server when npm run cms is stopped', async () => {
    const exited = new Promise((resolve) => cms.once('exit', resolve));
    cms.kill('SIGTERM');
    await exited;
    for (const port of [ports.site, ports.backend]) {
      await eventually(`port ${port} to close`, async () => (await fetch(`http://127.0.0.1:${port}/`).then(() => false, () => true)), 10_000);
    }
  });
});

/** A 1600×900 JPEG to upload (a copy of another cover), named as the owner would name it. */
function copyCover(target: string): string {
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file('static/images/blog/lean-canvas.jpg'), target);
  return target;
}
