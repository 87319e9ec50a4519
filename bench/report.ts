import { budgets, type Violation } from './budgets.ts';
import type { FirstScreenCount } from './firstScreen.ts';
import { workKinds, type TraceBreakdown } from './navigationTrace.ts';
import type { Category, Metric } from './lighthouse.ts';
import type { PageWeight } from './pageWeight.ts';
import type { TapTrace } from './tapTrace.ts';

export type Figures = Record<Category, number> & Record<Metric, number> & { requestsBeforeFcp: number };

export interface PageResult {
  path: string;
  kind: string;
  indexable: boolean;
  /** Median of the runs, per figure. */
  median: Figures;
  /** The limit: the same page without scripts or web font. */
  limit: Figures;
  /** LCP ÷ the limit's LCP. */
  lcpRatio: number;
  /**
   * Under DevTools throttling, on one route of each kind (null on the others): ours, and the document
   * alone, the limit with its stylesheets written into it (bench/noJs.ts).
   */
  documentAlone: { ours: Figures; alone: Figures } | null;
  /** Ours ÷ the document alone, LCP under DevTools throttling. */
  lcpOverDocumentAlone: number | null;
  lcpOverFcp: number;
  /** The limit's own LCP ÷ FCP, beside ours: what Lighthouse's simulation charges a page for the same HTML. */
  limitLcpOverFcp: number;
  weight: PageWeight;
  lcpElement: string;
  failedAudits: string[];
  runs: Figures[];
  limitRuns: Figures[];
  documentAloneRuns: { ours: Figures[]; alone: Figures[] };
}

/** What paints when on the throttled phone: medians of the visits, ours and the limit. */
export interface PaintResult {
  path: string;
  fcp: number;
  lcp: number;
  lcpOverFcp: number;
  limitFcp: number;
  limitLcp: number;
  lcpOverLimit: number;
  /** The largest of the visits' layout shifts. */
  cls: number;
  lcpElement: string;
  /** The fonts the largest text was drawn in, over the visits. */
  lcpFonts: string[];
  /** Visits in which the web font was in use at the first paint. */
  webFontAtFcp: number;
  runs: number;
}

export interface TapSummary {
  path: string;
  target: string;
  moment: string;
  samples: (number | null)[];
  leftPage: number;
  median: number | null;
  /** Median time from the touch to the change in the page that answers it. */
  changeMedian: number | null;
  min: number | null;
  max: number | null;
  /** The bare page it is held against, its visits (interleaved with ours) and their medians. */
  limit: string;
  limitSamples: (number | null)[];
  limitMedian: number | null;
  limitChangeMedian: number | null;
  ratio: number | null;
  /** The same tap on the same page without its scripts, visited in the same rounds: the native element answering alone, among our content and styles. */
  withoutScriptSamples: (number | null)[];
  withoutScriptMedian: number | null;
  /** That median over the bare limit's: what the page itself costs, whatever our script does. */
  withoutScriptRatio: number | null;
  /** Our median over the page without scripts: what our script adds to the tap. */
  scriptRatio: number | null;
  /** The machine's 1-minute load average as the visits ended. */
  load: number;
}

/** A tap from one page to the next: medians of fresh visits, beside the bare pages' median of the same run. */
export interface NavigationSummary {
  name: string;
  from: string;
  to: string;
  /** The bare pages themselves. */
  isLimit: boolean;
  /** Each visit's time from the touch to the next page's largest paint, or null when none was seen. */
  samples: (number | null)[];
  median: number | null;
  limit: number | null;
  /** Median ÷ the limit's median. */
  ratio: number | null;
  /** Visits that ended on another page. */
  wrongPage: number;
  lcpElements: string[];
}

export interface BenchResults {
  generatedAt: string;
  environment: {
    node: string;
    cpus: number;
    loadAverage: { atStart: number; atEnd: number };
    /** Median of Lighthouse's CPU benchmark over the runs (higher is faster); null without Lighthouse. */
    benchmarkIndex: number | null;
    lighthouse: string;
    userAgent: string;
    settings: string;
    visitor: string;
  };
  runsPerPage: number;
  paintRuns: number;
  tapRuns: number;
  navRuns: number;
  /** Null when run with --no-build. */
  build: { firstMs: number; warmMs: number; warmWallMs: number; pages: number } | null;
  pages: PageResult[];
  paints: PaintResult[];
  taps: TapSummary[];
  navigations: NavigationSummary[];
  firstScreen: FirstScreenCount[];
  /** One traced visit per navigation (--trace). */
  traces: TraceBreakdown[];
  /** Traced taps on a page, on their bare limits and on the page without scripts (--taps --trace). */
  tapTraces: TapTrace[];
  skipped: { path: string; reason: string }[];
  budgets: typeof budgets;
  violations: Violation[];
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sizes = (bytes: { raw: number; gzip: number }) => `${kb(bytes.raw)} / ${kb(bytes.gzip)}`;

function table(headings: string[], rows: string[][], rightAligned: number): string {
  const align = headings.map((_, index) => (index < rightAligned ? '---' : '---:'));
  return [headings, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function lighthouseSections(results: BenchResults): string[] {
  if (results.pages.length === 0) return ['## Lighthouse', '', 'Not run (--no-lighthouse, --navigation or --taps).'];
  const scoreRows = results.pages.map((page) => {
    const m = page.median;
    return [
      `\`${page.path}\``,
      String(m.performance),
      String(m.accessibility),
      String(m['best-practices']),
      page.indexable ? String(m.seo) : `${m.seo} (noindex)`,
      ms(m.fcp),
      ms(m.lcp),
      page.lcpOverFcp.toFixed(2),
      ms(page.limit.lcp),
      page.limitLcpOverFcp.toFixed(2),
      page.lcpRatio.toFixed(2),
      ms(m.tbt),
      ms(page.limit.tbt),
      m.cls.toFixed(3),
      ms(m.speedIndex),
    ];
  });
  const documentAloneRows = results.pages.flatMap((page) => {
    const compared = page.documentAlone;
    if (!compared || page.lcpOverDocumentAlone === null) return [];
    const runs = (list: readonly Figures[]) => list.map((run) => Math.round(run.lcp)).join(', ');
    return [[
      `\`${page.path}\``,
      page.kind,
      ms(compared.ours.fcp),
      ms(compared.ours.lcp),
      ms(compared.alone.fcp),
      ms(compared.alone.lcp),
      page.lcpOverDocumentAlone.toFixed(2),
      compared.ours.cls.toFixed(3),
      `${runs(page.documentAloneRuns.ours)} / ${runs(page.documentAloneRuns.alone)}`,
    ]];
  });
  const weightRows = results.pages.map((page) => {
    const w = page.weight;
    return [
      `\`${page.path}\``,
      sizes(w.html),
      sizes(w.css),
      sizes(w.entryJs),
      sizes(w.js),
      kb(w.fontBytes),
      kb(w.imageBytes),
      String(w.requests),
      String(page.median.requestsBeforeFcp),
      String(w.renderBlocking.length),
    ];
  });
  return [
    `## Lighthouse (${results.environment.settings}), medians of ${results.runsPerPage} runs`,
    '',
    'Lighthouse simulates the load (slow 4G, 4× CPU) from a fast local one: every request that had finished before the paint it saw',
    "(favicon, web manifest, an image on screen) is put on that paint's path, so its LCP ÷ FCP charges even the limit (no JS, no font)",
    "for requests no text waits for. The visitor's view below measures the paints themselves.",
    '',
    table(['Page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'LCP ÷ FCP', 'LCP limit ms', 'limit LCP ÷ FCP', 'LCP ÷ limit', 'TBT ms', 'TBT limit ms', 'CLS', 'SI ms'], scoreRows, 1),
    '',
    '### The first paint from the document alone (Lighthouse, DevTools throttling)',
    '',
    '"Document alone" is the limit with its stylesheets written into it as `<style>`: no request but the document before the first paint.',
    'Both loads are throttled for real (slow 4G, 4× CPU), not simulated: the simulation puts the requests a page makes after a parser-blocking',
    "script in the head on its paint's path, which no real load shows. One route of each kind (a kind's pages carry the same styles); medians of the runs.",
    '',
    table(['Page', 'Kind', 'FCP ms', 'LCP ms', 'document alone: FCP ms', 'LCP ms', 'LCP ÷ document alone', 'CLS', 'LCP runs ms (ours / alone)'], documentAloneRows, 2),
    '',
    '## Page weight',
    '',
    'KB raw / KB gzip (level 9). Entry JS: what the HTML loads before any interaction; JS: everything the page downloaded',
    "(on idle the islands' scripts and React are prefetched; they run when an island is first needed). Requests: same-origin requests of the load; before FCP: started before the first paint.",
    '',
    table(['Page', 'HTML', 'CSS', 'Entry JS', 'JS', 'Fonts KB', 'Images KB', 'Requests', 'Before FCP', 'Render-blocking'], weightRows, 1),
  ];
}

function visitorSections(results: BenchResults): string[] {
  if (results.paints.length === 0 && results.taps.length === 0) return ["## The visitor's view", '', 'Not run (--no-visitor, --navigation or --taps).'];
  const paintRows = results.paints.map((paint) => [
    `\`${paint.path}\``,
    ms(paint.fcp),
    ms(paint.lcp),
    paint.lcpOverFcp.toFixed(2),
    ms(paint.limitFcp),
    ms(paint.limitLcp),
    paint.lcpOverLimit.toFixed(2),
    paint.cls.toFixed(3),
    paint.lcpElement.replace(/\|/g, '\\|'),
    paint.lcpFonts.join(' / '),
    `${paint.webFontAtFcp} of ${paint.runs}`,
  ]);
  const tapRows = results.taps.map((tap) => {
    const answered = tap.samples.filter((sample) => sample !== null).length;
    return [
      `\`${tap.path}\``,
      tap.target,
      tap.moment,
      ms(tap.changeMedian),
      ms(tap.median),
      tap.min === null ? '–' : `${ms(tap.min)}–${ms(tap.max)}`,
      tap.limit,
      ms(tap.limitChangeMedian),
      ms(tap.limitMedian),
      tap.ratio?.toFixed(2) ?? '–',
      ms(tap.withoutScriptMedian),
      tap.withoutScriptRatio?.toFixed(2) ?? '–',
      tap.scriptRatio?.toFixed(2) ?? '–',
      tap.load.toFixed(1),
      `${answered} of ${tap.samples.length}`,
      String(tap.leftPage),
    ];
  });
  return [
    `## The visitor's view: ${results.environment.visitor}, a first visit each time`,
    '',
    `Real throttling in Chromium (not Lighthouse's simulation), medians of ${results.paintRuns} visits a page; the limit is the same HTML without scripts or web font.`,
    '"Drawn in" is the font the browser drew the largest text in once the page had settled; "web font at FCP" counts the visits',
    'in which the web font was already in use at the first paint (a first visit paints in the local fallback, which then stays: nothing swaps).',
    '',
    table(['Page', 'FCP ms', 'LCP ms', 'LCP ÷ FCP', 'FCP limit ms', 'LCP limit ms', 'LCP ÷ limit', 'CLS (max)', 'Largest paint', 'Drawn in', 'Web font at FCP'], paintRows, 1),
    '',
    '### Taps: from the finger touching to the first frame after the answer, beside the bare element',
    '',
    `The page's own clock, from the \`touchstart\` event's time stamp: "→ change" to the change in the page that answers (the \`open\` attribute set, the list grown),`,
    '"→ frame" to the end of the first frame that draws the answer inside the viewport (requestAnimationFrame, then a task). Medians of',
    `${results.tapRuns} visits, each a fresh page, each followed by a visit to its limit: a bare page holding only the native element (a \`<dialog>\` opened by an`,
    'invoker button, a `<details>`, a button appending list items), tapped the same way at the same moment. "first paint" taps as soon as the page has painted',
    '(the page finds the control and the touch is sent as the paint is reported; our script may be arriving or starting), "after a scroll" after a thumb scroll; the desktop Services menu is tapped on a 1180×820 touch tablet. Answered: visits in',
    'which the answer showed within 8 s. Left page: visits in which the tap took the visitor elsewhere. Load: the 1-minute load average as the visits ended.',
    '"No script → frame": the same tap on the same page without its scripts (nor web font), visited in the same rounds, where the native element answers',
    'alone among our content and styles; its "÷ limit" is what the page itself costs the browser, whatever our script does, and "÷ no script", our',
    '"→ frame" over it, is what our script adds to the tap (at first paint: what of ours runs in front of it).',
    '',
    table(['Page', 'Control', 'Tapped', '→ change ms', '→ frame ms', 'Range ms', 'Limit', 'Limit → change', 'Limit → frame', '÷ limit', 'No script → frame', 'No script ÷ limit', '÷ no script', 'Load', 'Answered', 'Left page'], tapRows, 3),
    ...tapTraceSections(results),
  ];
}

function navigationSections(results: BenchResults): string[] {
  if (results.navigations.length === 0 && results.firstScreen.length === 0) return ['## From one page to the next', '', 'Not run (--no-navigation or --taps).'];
  const rows = results.navigations.map((navigation) => [
    navigation.name,
    `\`${navigation.from}\` → \`${navigation.to}\``,
    ms(navigation.median),
    navigation.isLimit ? '(the limit)' : (navigation.ratio?.toFixed(2) ?? '–'),
    navigation.samples.map((sample) => ms(sample)).join(', '),
    navigation.lcpElements.join(' / ').replace(/\|/g, '\\|'),
    String(navigation.wrongPage),
  ]);
  const screenRows = results.firstScreen.map((count) => [count.viewport, `${count.withControl}/${count.pages}`, count.missing.map((page) => `\`${page}\``).join(' ') || '–']);
  return [
    `## From one page to the next: ${results.environment.visitor}, a first visit each time`,
    '',
    `From the finger's touch on one page to the largest paint of the next (each page's \`performance.timeOrigin\` + its own time stamps), medians of ${results.navRuns} visits,`,
    "each after 3 s on the first page with the control in view. The limit is two bare HTML pages linking to each other (a heading, a paragraph, a link; nothing",
    'prefetched), measured in the same rounds, interleaved with ours; the ratio is the median ÷ the limit\'s median.',
    '',
    table(['Tap', 'Pages', 'Median ms', '÷ limit', 'Visits ms', "Next page's largest paint", 'Wrong page'], rows, 2),
    '',
    '### A booking control in the first screen',
    '',
    'Pages (every route but the 404 pages and the redirect) with a link to the booking page drawn wholly inside the first screen as the page loads.',
    '',
    table(['Viewport', 'Pages', 'Without one'], screenRows, 1),
    '',
    ...traceSections(results),
  ];
}

function tapTraceSections(results: BenchResults): string[] {
  if (results.tapTraces.length === 0) return [];
  return [
    '',
    '### Where a tap\'s time goes: traced taps (--trace; 3 s after load unless --tap-moments says otherwise)',
    '',
    "Chromium's performance trace of fresh visits (the tracing itself slows the page), from the touch's own time stamp (work that held back its dispatch",
    "counts) to the task after the answer's frame,",
    "the page's main-thread time by piece of work, medians of the visits; idle is the main thread waiting (for the click, a frame, or a core of this",
    'machine). Then what the style recalculations and layouts of the last visit touched. Each tap is traced on our page, on its bare limit and on our page',
    'without scripts.',
    '',
    ...results.tapTraces.flatMap((trace) => [
      `**${trace.tap}**: ${ms(trace.tapMs)} ms by the page's clock, ${ms(trace.tracedMs)} ms traced (median of ${trace.visits} visits); ${ms(trace.idleMs)} ms idle.`,
      '',
      table(['Work', 'ms'], trace.work.map((work) => [work.name, work.ms.toFixed(1)]), 1),
      '',
      ...trace.details.map((detail) => `- ${detail}`),
      '',
    ]),
  ];
}

function traceSections(results: BenchResults): string[] {
  if (results.traces.length === 0) return [];
  return [
    '### Where the time goes: traced visits per tap (--trace)',
    '',
    "Chromium's performance trace of fresh visits, cut at the marks the visitor waits through, medians of the visits; per stretch, the main-thread time of the",
    "old page's and the new page's renderer by kind of work (ms; where one renderer holds both, work before the commit is the old page's, its teardown included, and a slice across the commit is \"both pages\"). What the main threads leave idle is",
    'waiting: for the network, for a frame, or for a core of this shared machine.',
    '',
    ...results.traces.flatMap((trace) => [
      `**${trace.navigation}**: ${ms(trace.totalMs)} ms from the touch to the largest paint (median of ${trace.visits} traced visits). Events of the last: ${trace.events.join(', ') || '–'}.`,
      '',
      table(
        ['Stretch', 'ms', ...workKinds],
        trace.stretches.map((stretch) => [
          stretch.name,
          ms(stretch.ms),
          ...workKinds.map((kind) =>
            stretch.work
              .filter((work) => work.kind === kind)
              .map((work) => `${ms(work.ms)} ${work.renderer}`)
              .join(', ') || '–',
          ),
        ]),
        1,
      ),
      '',
    ]),
  ];
}

/** `bench/RESULTS.md`: the medians of every page beside the limit, page weights, the visitor's view and the budget verdict. */
export function resultsMarkdown(results: BenchResults): string {
  const { environment, build } = results;
  const verdict =
    results.violations.length === 0
      ? 'Every budget is met.'
      : ['Broken budgets:', '', ...results.violations.map((violation) => `- \`${violation.page}\` ${violation.figure}: ${violation.message}`)].join('\n');

  return [
    '# Performance benchmark',
    '',
    `Generated by \`npm run bench\` on ${results.generatedAt}: Lighthouse ${environment.lighthouse}, Node ${environment.node}, ${environment.cpus} CPUs, ${environment.userAgent}.`,
    `Machine load (1-minute average) ${environment.loadAverage.atStart.toFixed(1)} at the start, ${environment.loadAverage.atEnd.toFixed(1)} at the end: CPU-bound figures (TBT, and through it the score) grow with it.`,
    environment.benchmarkIndex === null
      ? 'CPU speed: not measured (--no-lighthouse).'
      : `CPU speed: Lighthouse benchmark index ${Math.round(environment.benchmarkIndex)} (median of the runs; higher is faster). Every CPU-bound figure (build time, TBT, the score, tap timings, the phone's paints) grows as it falls: compare runs only at a like index.`,
    '"Limit" is the same HTML with every `<script>`, module preload and font preload removed and no web font in the CSS: the physical limit each page is compared against.',
    '',
    build
      ? `Whole-site build: ${(build.warmMs / 1000).toFixed(2)} s warm (${(build.warmWallMs / 1000).toFixed(2)} s with process start-up; first build of the run ${(build.firstMs / 1000).toFixed(2)} s), ${build.pages} pages.`
      : 'Whole-site build: not measured (--no-build).',
    '',
    ...lighthouseSections(results),
    '',
    ...visitorSections(results),
    '',
    ...navigationSections(results),
    '',
    '## Budgets (DESIGN.md §4)',
    '',
    `Performance ≥ ${budgets.performance}, SEO ${budgets.seo} (indexable pages), CLS ${budgets.cls}, TBT ≤ ${budgets.tbtMs} ms, LCP ≤ ${budgets.lcpRatio}× the limit (Lighthouse and the phone), LCP ≤ ${budgets.lcpOverDocumentAlone}× the document alone (Lighthouse, DevTools throttling),`,
    `LCP ≤ ${budgets.lcpOverFcp}× FCP on the phone,`,
    `at most ${budgets.renderBlockingRequests} render-blocking requests, entry JS ≤ ${kb(budgets.entryJsGzip)} KB gz, JS ≤ ${kb(budgets.totalJsGzip)} KB gz,`,
    `CSS ≤ ${kb(budgets.cssGzip)} KB gz, build ≤ ${budgets.buildMs / 1000} s; every tap answered, on the page, within ${budgets.tapRatio}× its bare limit and ${budgets.tapScriptRatio}× the same page without scripts (medians);`,
    `a tap to the next page painted within ${budgets.navigationRatio}× the bare pages' time; a booking control in the first screen of every page.`,
    '',
    verdict,
    ...(results.skipped.length ? ['', 'Not measured:', '', ...results.skipped.map((entry) => `- \`${entry.path}\`: ${entry.reason}`)] : []),
    '',
  ].join('\n');
}
