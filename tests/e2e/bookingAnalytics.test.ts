/**
 * Where bookings come from, end to end: the site built with analytics pointed at a collector on this
 * machine that records what it receives in the Plausible Events API's shape (sent by the browser to the
 * site's own address, forwarded by the host's `_worker.js`), a visit from a campaign
 * URL, a tap on a booking control, the scheduler's frame (served under the scheduler's own origin by
 * the browser's request routing: the real one is unreachable here) reporting a booked call. Then the
 * same site built with analytics off (the gate's dist/) beside it: nothing more on any page.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { bookingDom } from '../../src/components/bookingDom.ts';
import { paths } from '../../src/paths.ts';
import { signInPaths } from '../../src/server/githubSignIn.ts';
import { site } from '../../src/site.ts';
import { axeViolations } from '../support/axe.ts';
import { linksInFirstScreen } from '../support/firstScreen.ts';
import { runBuild } from '../support/builtFolder.ts';
import { copyProject, type ProjectCopy } from '../support/projectCopy.ts';
import { distDir, untilScripted, useSite, type ViewportName } from '../support/site.ts';
import { bookingCalendar } from '../support/bookingCalendar.ts';

const scheduler = bookingCalendar();

/** One request the collector received: the Events API's body (`n` name, `u` URL, `d` domain, `p` properties). */
interface CollectedEvent {
  n: string;
  u: string;
  d: string;
  p?: Record<string, string>;
}

const root = process.cwd();
const collected: CollectedEvent[] = [];
/** Each visitor's IP and User-Agent as the endpoint received them (through the site's own address). */
const forwardedFor = new Set<string>();
let project: ProjectCopy | undefined;
let analyticsDist: string;
let collector: Server;
let collectorOrigin: string;

/** A booked call as Calendly's embed reports it to the page hosting it. */
const eventScheduled = {
  event: 'calendly.event_scheduled',
  payload: {
    event: { uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2' },
    invitee: { uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AAAAAAAAAAAAAAAA' },
  },
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** Starts the collector and builds the site with analytics on, pointed at it; resolves with the built folder. */
async function buildWithAnalytics(): Promise<string> {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/api/event') {
        collected.push(JSON.parse(body) as CollectedEvent);
        forwardedFor.add(`${request.headers['x-forwarded-for']} ${request.headers['user-agent']}`);
      }
      response.writeHead(202, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  collectorOrigin = await listen(collector);
  // The site with the owner's analytics on: a copy of the project, its settings edited.
  project = copyProject();
  const settingsFile = path.join(project.dir, 'src', 'content', 'data', 'site.yml');
  const settings = readFileSync(settingsFile, 'utf8');
  const withAnalytics = settings.replace(/^analytics:\n(  .*\n)+/m, `analytics:\n  enabled: true\n  endpoint: ${collectorOrigin}/api/event\n  domain: halegrowth.example\n`);
  assert.notEqual(withAnalytics, settings, 'site.yml has an analytics group to turn on');
  writeFileSync(settingsFile, withAnalytics);
  analyticsDist = path.join(project.dir, 'dist');
  assert.equal(await runBuild(['--out', analyticsDist, '--quiet'], {}, project.dir), 0, 'the build with analytics on succeeds');
  return analyticsDist;
}

after(async () => {
  await new Promise((resolve) => (collector ? collector.close(resolve) : resolve(undefined)));
  project?.remove();
});

const harness = useSite(buildWithAnalytics);

/** A phone or desktop context whose scheduler frame is a page of the scheduler's origin that can report a booking; counts the frame's loads. */
async function visitor(viewport: ViewportName): Promise<{ page: Page; schedulerLoads: string[] }> {
  const context = await harness.touchContext(viewport, viewport === 'mobile' ? { hasTouch: true, isMobile: true } : {});
  const schedulerLoads: string[] = [];
  await context.route(`${site.scheduler.origin}/**`, (route) => {
    schedulerLoads.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Scheduler</title><p>Pick a time</p>' });
  });
  return { page: await context.newPage(), schedulerLoads };
}

/** The scheduler's frame, once loaded (it loads lazily: scrolled to, as a visitor would). */
async function schedulerFrame(page: Page) {
  const element = page.locator(`[${bookingDom.frameAttr}] iframe`);
  await element.scrollIntoViewIfNeeded();
  const handle = await element.elementHandle();
  const frame = await handle?.contentFrame();
  assert.ok(frame, 'the scheduler frame is there');
  await frame.waitForLoadState('load');
  return frame;
}

async function until(what: string, condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(collected)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const named = (name: string) => collected.filter((event) => event.n === name);
const confirmation = (page: Page) => page.locator(`section[${bookingDom.confirmationAttr}]`);

test('a campaign visit, a tap on the hero, a booked call: the scheduler and the dashboard both know where it came from', async () => {
  const { page, schedulerLoads } = await visitor('mobile');
  const landing = `${paths.services}crm/`;
  await page.goto(`${harness.origin}${landing}?utm_source=linkedin&utm_campaign=spring`, { waitUntil: 'load' });
  await untilScripted(page);
  // The tracker loads once the page is idle: a visitor reads the hero before tapping, and by then the page view has gone.
  await until('the page view of the landing page', () => named('pageview').length === 1);
  await page.locator('#hero a[data-booking="hero"]').tap();
  await page.waitForURL(`**${paths.booking}`, { waitUntil: 'load' });

  const frame = await schedulerFrame(page);
  const address = new URL(frame.url());
  assert.equal(address.origin + address.pathname, site.scheduler.url);
  assert.deepEqual(
    Object.fromEntries(['utm_source', 'utm_campaign', 'utm_medium', 'utm_content'].map((name) => [name, address.searchParams.get(name)])),
    { utm_source: 'linkedin', utm_campaign: 'spring', utm_medium: 'hero', utm_content: landing },
  );
  assert.deepEqual(schedulerLoads, [frame.url()], 'the frame loads once');

  await until('a page view of each page and the booking started', () => named('pageview').length === 2 && named('Booking started').length === 1);
  assert.deepEqual(named('pageview').map((event) => new URL(event.u).pathname), [landing, paths.booking], 'one page view per page');
  assert.equal(new URL(named('pageview')[0]?.u ?? '').searchParams.get('utm_campaign'), 'spring', 'the dashboard sees the campaign');
  assert.deepEqual(named('Booking started')[0]?.p, { place: 'hero', page: landing });
  assert.ok(collected.every((event) => event.d === 'halegrowth.example'));
  const browserAgent = await page.evaluate(() => navigator.userAgent);
  assert.deepEqual([...forwardedFor], [`127.0.0.1 ${browserAgent}`], "sent through the site's own address, with the visitor's IP and User-Agent");

  // The same message from the page's own origin (not the scheduler's) changes nothing.
  await page.evaluate((message) => window.postMessage(message, '*'), eventScheduled);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  assert.ok(await confirmation(page).isHidden(), 'no confirmation for a message from elsewhere');
  assert.ok(await page.getByText(scheduler.lead).isVisible());

  await frame.evaluate((message) => window.parent.postMessage(message, '*'), eventScheduled);
  await confirmation(page).waitFor({ state: 'visible' });
  assert.equal(await page.evaluate((attr) => document.activeElement?.hasAttribute(attr), bookingDom.confirmationAttr), true, 'focus moves to it, so it is announced');
  assert.equal(await confirmation(page).getAttribute('aria-labelledby').then((id) => page.locator(`#${id}`).textContent()), scheduler.confirmation.heading);
  await until('the call booked', () => named('Call booked').length === 1);
  assert.deepEqual(named('Call booked')[0]?.p, { place: 'hero', page: landing });
  assert.equal(named('Call booked').length, 1, 'the message from elsewhere sent nothing');
  assert.deepEqual(schedulerLoads, [frame.url()], 'still one load of the frame');

  await page.evaluate(() => window.scrollTo(0, 0));
  for (const href of [`mailto:${site.emails.founder}`, `tel:${site.phone.tel}`]) {
    assert.equal((await page.evaluate(linksInFirstScreen, href)).length, 1, `${href} in the first screen after booking`);
  }
  mkdirSync(path.join(root, '.cache', 'screenshots'), { recursive: true });
  await page.screenshot({ path: path.join(root, '.cache', 'screenshots', 'booking-confirmed-390.png') });
});

test('desktop: a visit straight to the booking page names the site as the source, and a booked call is confirmed above the first screen\'s contacts', async () => {
  const { page } = await visitor('desktop');
  await page.goto(`${harness.origin}${paths.booking}`, { waitUntil: 'load' });
  const frame = await schedulerFrame(page);
  const address = new URL(frame.url());
  assert.equal(address.searchParams.get('utm_source'), new URL(site.url).hostname);
  assert.equal(address.searchParams.get('utm_medium'), null, 'no control was tapped');
  await frame.evaluate((message) => window.parent.postMessage({ ...message, payload: {} }, '*'), eventScheduled);
  await frame.evaluate((message) => window.parent.postMessage(message, '*'), eventScheduled);
  await confirmation(page).waitFor({ state: 'visible' });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const href of [`mailto:${site.emails.founder}`, `tel:${site.phone.tel}`]) {
    assert.equal((await page.evaluate(linksInFirstScreen, href)).length, 1, `${href} in the first screen after booking`);
  }
  assert.deepEqual(await axeViolations(page), [], 'the confirmed page passes axe');
  await page.screenshot({ path: path.join(root, '.cache', 'screenshots', 'booking-confirmed-1280.png') });
});

/** The public pages' policy in a built `_headers`, by directive. */
function policy(dist: string): Map<string, string[]> {
  const line = /^\s+Content-Security-Policy: (.*)$/m.exec(readFileSync(path.join(dist, '_headers'), 'utf8'))?.[1] ?? '';
  return new Map(line.split('; ').map((directive) => {
    const [name = '', ...values] = directive.split(' ');
    return [name, values];
  }));
}

const scripts = (dist: string) => readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));

test('with analytics off (the default), no page carries a byte, a request or a policy source of them', () => {
  const off = policy(distDir);
  const on = policy(analyticsDist);
  assert.deepEqual(off.get('connect-src'), ["'self'"]);
  assert.deepEqual(on.get('connect-src'), ["'self'"], "on: the events go to the site's own address, which the host forwards to the endpoint");
  assert.deepEqual(JSON.parse(readFileSync(path.join(analyticsDist, '_routes.json'), 'utf8')).include, [signInPaths.start, signInPaths.callback, '/api/event'], "on: Cloudflare's worker takes the analytics path beside the owner's sign-in");
  assert.match(readFileSync(path.join(analyticsDist, '_worker.js'), 'utf8'), new RegExp(`${collectorOrigin}/api/event`), 'on: it forwards to the configured endpoint');
  assert.deepEqual(JSON.parse(readFileSync(path.join(distDir, '_routes.json'), 'utf8')).include, [signInPaths.start, signInPaths.callback], "off: Cloudflare's worker takes the owner's sign-in alone");
  assert.doesNotMatch(readFileSync(path.join(distDir, '_worker.js'), 'utf8'), /\/api\/event/, 'off: it forwards nothing');
  assert.equal(readFileSync(path.join(distDir, '_redirects'), 'utf8'), readFileSync(path.join(analyticsDist, '_redirects'), 'utf8'), 'off: the same rules');
  for (const [name, values] of on) {
    // The loader's hash differs with the entry script's name; every other source is the same.
    if (name === 'connect-src' || name === 'script-src') continue;
    assert.deepEqual(off.get(name), values, name);
  }
  assert.equal(off.get('script-src')?.length, on.get('script-src')?.length);
  assert.deepEqual(scripts(analyticsDist).filter((file) => file.startsWith('analytics-')).length, 1, 'on: the tracker is one chunk of our own script');
  assert.equal(scripts(distDir).length, scripts(analyticsDist).length - 1, 'off: that chunk and nothing else is missing');
  for (const file of scripts(distDir)) {
    const code = readFileSync(path.join(distDir, 'assets', file), 'utf8');
    assert.doesNotMatch(code, /plausible|api\/event|Booking started/, `${file} holds no analytics code`);
  }
});
