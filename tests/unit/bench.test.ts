import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBudgets, type MeasuredPage } from '../../bench/budgets.ts';
import { inlineStylesheets, stripFontPreloads, stripPolicy, stripScripts, stripWebFonts } from '../../bench/noJs.ts';
import { prefetchedScripts, referencedScripts, renderBlockingRequests, staticImports } from '../../bench/pageWeight.ts';
import { breakDownTrace } from '../../bench/navigationTrace.ts';
import { breakDownTap } from '../../bench/tapTrace.ts';

const page = `<!DOCTYPE html><html><head>
<link rel="preload" href="/assets/inter.woff2" as="font" crossorigin="anonymous">
<link rel="stylesheet" href="/assets/site-1.css">
<link rel="stylesheet" href="/assets/print.css" media="print">
<link rel="modulepreload" href="/assets/chunk-A.js">
<script type="module" src="/assets/main-1.js"></script>
<script type="speculationrules">{"prefetch":[]}</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><h1>Hi</h1><script>console.log(1)</script></body></html>`;

describe('bench: the limit (no JS, no web font)', () => {
  it('removes every script element and module preload, and nothing else', () => {
    const bare = stripScripts(page);
    assert.doesNotMatch(bare, /<script/i);
    assert.doesNotMatch(bare, /modulepreload/);
    assert.match(bare, /<link rel="stylesheet" href="\/assets\/site-1.css">/);
    assert.match(bare, /<h1>Hi<\/h1>/);
  });

  it("drops the Content-Security-Policy, header and meta, whose style hashes would refuse the copy's rewritten styles", () => {
    const headers = "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src 'self'; style-src 'sha256-a='\n  Referrer-Policy: no-referrer\n";
    assert.equal(stripPolicy(headers), '/*\n  X-Frame-Options: DENY\n  Referrer-Policy: no-referrer\n');
    const notFound = `<head><meta http-equiv="Content-Security-Policy" content="style-src 'sha256-a='"/><style>h1{}</style></head>`;
    assert.equal(stripPolicy(notFound), '<head><style>h1{}</style></head>');
  });

  it('removes font preloads from the HTML and downloaded faces from the CSS, keeping faces built from local fonts', () => {
    assert.doesNotMatch(stripFontPreloads(page), /as="font"/);
    assert.match(stripFontPreloads(page), /<link rel="stylesheet" href="\/assets\/site-1.css">/);
    const css =
      "@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter.woff2) format('woff2')}" +
      "@font-face{font-family:Inter Fallback;src:local('Arial');size-adjust:107%}body{font-family:var(--font-sans)}";
    assert.equal(stripWebFonts(css), "@font-face{font-family:Inter Fallback;src:local('Arial');size-adjust:107%}body{font-family:var(--font-sans)}");
  });
});

describe('bench: the document alone (the limit, styles inline)', () => {
  it('writes every linked stylesheet into the page, whatever its media, and leaves the rest', () => {
    const sheets: Record<string, string> = { '/assets/site-1.css': 'h1{color:red}', '/assets/print.css': 'h1{color:#000}' };
    const alone = inlineStylesheets(stripScripts(page), (href) => sheets[href] ?? '');
    assert.doesNotMatch(alone, /rel="stylesheet"/);
    assert.match(alone, /<style>h1\{color:red\}<\/style>/);
    assert.match(alone, /<style media="print">h1\{color:#000\}<\/style>/);
    assert.match(alone, /<link rel="preload" href="\/assets\/inter.woff2"/);
  });
});

describe('bench: page weight', () => {
  it('counts stylesheets for all media and classic sync scripts as render-blocking, never module scripts', () => {
    assert.deepEqual(renderBlockingRequests(page), ['/assets/site-1.css']);
    assert.deepEqual(renderBlockingRequests('<head><script src="/x.js"></script><script defer src="/y.js"></script></head>'), ['/x.js']);
  });

  it('finds the scripts the HTML loads and the static imports of esbuild output', () => {
    assert.deepEqual(referencedScripts(page), ['/assets/main-1.js', '/assets/chunk-A.js']);
    assert.deepEqual(referencedScripts('<script type="module">requestAnimationFrame(()=>import("/assets/main-2.js"))</script>'), ['/assets/main-2.js']);
    const code = 'import{a as b}from"./chunk-X.js";import"./chunk-Y.js";export{c}from"./chunk-Z.js";const r=()=>import("./lazy.js");';
    assert.deepEqual(staticImports(code), ['./chunk-X.js', './chunk-Y.js', './chunk-Z.js']);
  });

  it('counts the scripts every island prefetches on idle', () => {
    const islands = '<div data-island="header" data-prefetch="/assets/react-1.js /assets/SiteHeader-2.js"></div><div data-island="toaster" data-prefetch="/assets/react-1.js"></div>';
    assert.deepEqual(prefetchedScripts(islands), ['/assets/react-1.js', '/assets/SiteHeader-2.js', '/assets/react-1.js']);
  });
});

describe('bench: budgets', () => {
  const good: MeasuredPage = {
    path: '/pricing/',
    indexable: true,
    performance: 100,
    seo: 100,
    cls: 0,
    tbtMs: 10,
    lcpRatio: 1.02,
    lcpOverDocumentAlone: 1.05,
    renderBlocking: [],
    entryJsGzip: 2_000,
    totalJsGzip: 70_000,
    cssGzip: 9_000,
  };

  it('passes a page within every budget, checking the document-alone ratio only where it was measured, and noindex pages whatever their SEO score', () => {
    assert.deepEqual(checkBudgets([good], 3_000), []);
    assert.deepEqual(checkBudgets([{ ...good, lcpOverDocumentAlone: null }], 3_000), [], 'measured on one route of each kind');
    assert.deepEqual(checkBudgets([{ ...good, indexable: false, seo: 60 }], 3_000), [], 'noindex pages are not held to the SEO score');
  });

  it('names the page and the figure of each broken budget', () => {
    const violations = checkBudgets([{ ...good, performance: 97, cls: 0.02, lcpRatio: 1.2, lcpOverDocumentAlone: 1.9, renderBlocking: ['/a.css'] }], 6_000);
    assert.deepEqual(
      violations.map((violation) => `${violation.page} ${violation.figure}`),
      ['/pricing/ performance', '/pricing/ cls', '/pricing/ lcp-ratio', '/pricing/ lcp-document-alone', '/pricing/ render-blocking', '(site) build'],
    );
  });
});

describe('bench: paint budget (the visitor\'s phone)', () => {
  it('holds the first paint to be the final one, at the limit, with nothing shifting', () => {
    assert.deepEqual(checkBudgets([], 3_000, [{ path: '/', lcpOverFcp: 1, lcpOverLimit: 1.04, cls: 0 }]), []);
    assert.deepEqual(
      checkBudgets([], 3_000, [{ path: '/', lcpOverFcp: 1.6, lcpOverLimit: 1.3, cls: 0.01 }]).map((violation) => violation.figure),
      ['visitor lcp-fcp', 'visitor lcp-ratio', 'visitor cls'],
    );
  });
});

describe('bench: tap budget', () => {
  const tap = { path: '/', target: 'Menu → drawer', moment: 'first paint', leftPage: 0, scriptRatio: 1 };

  it('passes taps answered within 1.15× their bare limit and 1.15× the page without scripts by median, and names one our script slows beyond', () => {
    assert.deepEqual(checkBudgets([], 3_000, [], [{ ...tap, samples: [60, 95, 140, 80, 70], ratio: 1.12, scriptRatio: 1.14 }]), []);
    assert.deepEqual(
      checkBudgets([], 3_000, [], [{ ...tap, samples: [240, 250, 230], ratio: 1.1, scriptRatio: 1.7 }]).map((violation) => violation.message),
      ['median 240 ms, 1.70× the page without scripts > 1.15×'],
    );
  });

  it('names a median beyond its limit, a tap never answered and a tap that left the page', () => {
    const violations = checkBudgets([], 3_000, [], [
      { ...tap, samples: [120, 130, 90, 150, 110], ratio: 1.6 },
      { ...tap, moment: '3 s after load', samples: [50, null, 60, 55, 40], ratio: 1 },
      { ...tap, moment: 'after a scroll', samples: [50, 60, 55, 40, 45], leftPage: 1, ratio: 1.05 },
      { ...tap, moment: 'limit never answered', samples: [50, 60, 55], ratio: null },
    ]);
    assert.deepEqual(
      violations.map((violation) => `${violation.figure}: ${violation.message}`),
      [
        'tap Menu → drawer (first paint): median 120 ms, 1.60× its bare limit > 1.15×',
        'tap Menu → drawer (3 s after load): 1 of 5 taps never answered',
        'tap Menu → drawer (after a scroll): 1 of 5 taps left the page',
        'tap Menu → drawer (limit never answered): median 55 ms, ?× its bare limit > 1.15×',
      ],
    );
  });
});

describe('bench: a tap to the next page', () => {
  const limit = { name: 'limit: two bare pages', from: '/a/', isLimit: true, samples: [240, 250, 230], ratio: null, wrongPage: 0 };
  const tap = { name: 'home → booking page', from: '/', isLimit: false, samples: [300, 310, 290], wrongPage: 0 };

  it('passes a navigation painted within 1.3× the bare pages of the same run; names a slow one, one that never painted and one that ended elsewhere; the limit itself is never over', () => {
    assert.deepEqual(checkBudgets([], 3_000, [], [], [limit, { ...tap, ratio: 1.25 }]), []);
    const violations = checkBudgets([], 3_000, [], [], [
      { ...limit, ratio: 1 },
      { ...tap, ratio: 1.74 },
      { ...tap, name: 'blog → article', from: '/blog/', samples: [300, null, 310], ratio: 1.2 },
      { ...tap, name: 'article → booking page', from: '/blog/x/', ratio: 1.1, wrongPage: 2 },
    ]);
    assert.deepEqual(
      violations.map((violation) => `${violation.page} ${violation.figure}: ${violation.message}`),
      [
        '/ navigation home → booking page: 1.74× the bare pages > 1.3×',
        '/blog/ navigation blog → article: 1 of 3 visits saw no largest paint on the next page',
        '/blog/x/ navigation article → booking page: 2 of 3 taps ended on another page',
      ],
    );
  });

  it('names each page without a booking control in its first screen, per viewport', () => {
    assert.deepEqual(checkBudgets([], 3_000, [], [], [], [{ viewport: 'phone 390×844', missing: [] }]), []);
    assert.deepEqual(
      checkBudgets([], 3_000, [], [], [], [{ viewport: 'phone 390×844', missing: ['/blog/'] }]).map((violation) => `${violation.page} ${violation.figure}`),
      ['/blog/ first screen phone 390×844'],
    );
  });
});

describe('bench: where a tap\'s time goes', () => {
  const thread = { pid: 1, tid: 1, cat: 'devtools.timeline', ph: 'X' };
  // A tap: the touch, a click whose handler forces a style recalculation and a layout, then a paint and the mark after the frame.
  const events = [
    { ...thread, name: 'EventDispatch', ts: 1_000, dur: 1_000, args: { data: { type: 'touchstart' } } },
    { ...thread, name: 'EventDispatch', ts: 10_000, dur: 30_000, args: { data: { type: 'click' } } },
    { ...thread, name: 'UpdateLayoutTree', ts: 12_000, dur: 20_000, args: { elementCount: 256 } },
    { ...thread, name: 'Layout', ts: 32_000, dur: 6_000, args: { beginData: { dirtyObjects: 79, totalObjects: 363, partialLayout: false } } },
    { ...thread, name: 'Paint', ts: 45_000, dur: 4_000 },
    { ...thread, name: '__tapFrame', ph: 'R', ts: 50_000 },
    { ...thread, name: 'Paint', ts: 60_000, dur: 4_000 },
  ];

  it('counts the main thread\'s work from the touch to the frame, naming the event that forced style and layout, and what they touched', () => {
    const trace = breakDownTap(events, 'Menu', 49);
    assert.equal(trace.tracedMs, 49);
    assert.deepEqual(
      trace.work.map((work) => [work.name, work.ms]),
      [
        ['style recalculation, forced in click', 20],
        ['layout, forced in click', 6],
        ['event click', 4],
        ['paint', 4],
        ['event touchstart', 1],
      ],
    );
    assert.equal(trace.idleMs, 14);
    assert.deepEqual(trace.details, ['style recalculation, forced in click of 256 elements, 20.0 ms', 'layout, forced in click of 79 of 363 objects, 6.0 ms']);
  });

  it('counts from the touch\'s time stamp, so a script that held back its dispatch is named with its file', () => {
    const script = { ...thread, name: 'EvaluateScript', ts: -8_000, dur: 9_000, args: { data: { url: 'http://127.0.0.1:4321/assets/main-X.js' } } };
    const trace = breakDownTap([script, ...events], 'Menu', 55);
    assert.equal(trace.tracedMs, 55);
    assert.deepEqual(trace.work.find((work) => work.name === 'script in /assets/main-X.js')?.ms, 6);
  });
});

describe('bench: where a tap to the next page goes', () => {
  const main = { pid: 7, tid: 1, cat: 'devtools.timeline', ph: 'X' };
  const browser = { pid: 2, tid: 1, cat: 'navigation', ph: 'X' };
  const navigation = { name: 'home → booking', from: '/', control: 'a', to: '/booking/' };
  // One renderer holds both pages, as on a same-site navigation: the old page restyles after the tap, the new one after its commit.
  const events = [
    { pid: 7, tid: 1, cat: '__metadata', ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
    { ...main, name: 'EventDispatch', ts: 1_000, dur: 2_000, args: { data: { type: 'touchstart' } } },
    { ...browser, name: 'NavigationRequest::StartNavigation', ts: 10_000, dur: 1_000 },
    { ...browser, name: 'NavigationRequest::OnResponseStarted', ts: 15_000, dur: 1_000 },
    { ...main, name: 'UpdateLayoutTree', ts: 20_000, dur: 30_000 },
    { ...main, name: 'CommitLoad', ph: 'X', ts: 60_000, dur: 1_000, args: { data: { url: 'http://127.0.0.1:1/booking/' } } },
    { ...main, name: 'UpdateLayoutTree', ts: 70_000, dur: 10_000 },
    { ...main, name: 'firstContentfulPaint', ph: 'R', ts: 90_000 },
    { ...main, name: 'largestContentfulPaint::Candidate', ph: 'R', ts: 90_000 },
  ];

  it('tells the old page\'s work from the new page\'s by the commit when one renderer holds both', () => {
    const trace = breakDownTrace(events, navigation);
    assert.equal(trace.totalMs, 89);
    const work = (stretch: string) => trace.stretches.find((entry) => entry.name.startsWith(stretch))?.work.map((entry) => `${entry.ms} ${entry.kind} ${entry.renderer}`);
    assert.deepEqual(work('response'), ['30 style & layout old page']);
    assert.deepEqual(work('commit'), ['10 style & layout new page', '1 other new page']);
  });
});
