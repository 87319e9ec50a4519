/**
 * The performance bar of DESIGN.md §4, checked on the medians of every measured page.
 * Sizes are gzip bytes (level 9, as the build report counts them); 1 KB = 1024 bytes.
 */
export const budgets = {
  performance: 99,
  /** Lighthouse SEO, on pages that may be indexed (noindex pages lose points by design). */
  seo: 100,
  cls: 0,
  tbtMs: 50,
  /** LCP of the page ÷ LCP of the same HTML without scripts or web font (the physical limit). */
  lcpRatio: 1.1,
  /**
   * LCP of the page ÷ LCP of the document alone: the limit with its stylesheets written into it, so
   * nothing but the document stands before its first paint (issue 61); both under DevTools throttling.
   */
  lcpOverDocumentAlone: 1.15,
  /** LCP ÷ FCP as a visitor's phone paints it: the first paint is the final paint. */
  lcpOverFcp: 1.1,
  /**
   * From a tap's touch to the first frame after its answer showed ÷ the same tap on a bare page holding
   * only the native element (a dialog, a disclosure, a growing list), medians of the same run.
   */
  tapRatio: 1.15,
  /**
   * The same tap's median ÷ its median on the same page with every script removed, measured in the same
   * rounds: what our script adds, at first paint above all, where its start-up must not stand in front.
   */
  tapScriptRatio: 1.15,
  /** From a tap on one page to the next page's largest paint ÷ the same for two bare pages, on the phone. */
  navigationRatio: 1.3,
  /** Pages carry their styles inline (src/build/pageStyles.ts): nothing stands before the first paint but the document (it was one stylesheet). */
  renderBlockingRequests: 0,
  entryJsGzip: 10 * 1024,
  totalJsGzip: 90 * 1024,
  /** The site's stylesheet (the editor's preview loads it) and any a page downloads; each page's inline styles are cut from it. */
  cssGzip: 12 * 1024,
  buildMs: 5000,
} as const;

/** What the budget check reads for one page. */
export interface MeasuredPage {
  path: string;
  indexable: boolean;
  performance: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpRatio: number;
  /** LCP ÷ the document alone's LCP; null where not measured (one route of each kind is). */
  lcpOverDocumentAlone: number | null;
  renderBlocking: readonly string[];
  entryJsGzip: number;
  totalJsGzip: number;
  cssGzip: number;
}

export interface Violation {
  page: string;
  figure: string;
  message: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a page painted when on the throttled phone (medians of fresh visits). */
export interface MeasuredPaint {
  path: string;
  lcpOverFcp: number;
  /** LCP ÷ the limit's LCP. */
  lcpOverLimit: number;
  /** The largest layout shift of the visits. */
  cls: number;
}

/** One control tapped at one moment, over several fresh visits. */
export interface MeasuredTap {
  path: string;
  target: string;
  moment: string;
  /** Each visit's time from the tap to its answer, or null when nothing answered. */
  samples: readonly (number | null)[];
  /** Visits in which the tap took the visitor off the page. */
  leftPage: number;
  /** The median ÷ its bare limit's median, measured in the same run. */
  ratio: number | null;
  /** The median ÷ the same tap's median on the page without scripts, measured in the same run. */
  scriptRatio: number | null;
}

/** A tap to another page, timed on the phone beside the bare pages' limit. */
export interface MeasuredNavigation {
  name: string;
  from: string;
  isLimit: boolean;
  samples: readonly (number | null)[];
  ratio: number | null;
  wrongPage: number;
}

/** Pages with a booking control in the first screen, at one viewport. */
export interface MeasuredFirstScreen {
  viewport: string;
  missing: readonly string[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Every broken budget, naming the page and the figure. */
export function checkBudgets(
  pages: readonly MeasuredPage[],
  buildMs: number,
  paints: readonly MeasuredPaint[] = [],
  taps: readonly MeasuredTap[] = [],
  navigations: readonly MeasuredNavigation[] = [],
  firstScreen: readonly MeasuredFirstScreen[] = [],
): Violation[] {
  const violations: Violation[] = [];
  const fail = (page: string, figure: string, message: string) => violations.push({ page, figure, message });
  for (const page of pages) {
    const at = page.path;
    if (page.performance < budgets.performance) fail(at, 'performance', `performance ${page.performance} < ${budgets.performance}`);
    if (page.indexable && page.seo < budgets.seo) fail(at, 'seo', `SEO ${page.seo} < ${budgets.seo}`);
    if (page.cls > budgets.cls) fail(at, 'cls', `CLS ${page.cls.toFixed(4)} > ${budgets.cls}`);
    if (page.tbtMs > budgets.tbtMs) fail(at, 'tbt', `TBT ${Math.round(page.tbtMs)} ms > ${budgets.tbtMs} ms`);
    if (!(page.lcpRatio <= budgets.lcpRatio)) {
      fail(at, 'lcp-ratio', `LCP ${page.lcpRatio.toFixed(2)}× the limit (no JS, no web font) > ${budgets.lcpRatio}×`);
    }
    if (page.lcpOverDocumentAlone !== null && !(page.lcpOverDocumentAlone <= budgets.lcpOverDocumentAlone)) {
      fail(at, 'lcp-document-alone', `LCP ${page.lcpOverDocumentAlone.toFixed(2)}× the document alone (no JS, styles inline) > ${budgets.lcpOverDocumentAlone}×`);
    }
    if (page.renderBlocking.length > budgets.renderBlockingRequests) {
      fail(at, 'render-blocking', `render-blocking requests: ${page.renderBlocking.join(', ')} (at most ${budgets.renderBlockingRequests})`);
    }
    if (page.entryJsGzip > budgets.entryJsGzip) fail(at, 'entry-js', `entry JS ${kb(page.entryJsGzip)} gz > ${kb(budgets.entryJsGzip)}`);
    if (page.totalJsGzip > budgets.totalJsGzip) fail(at, 'total-js', `total JS ${kb(page.totalJsGzip)} gz > ${kb(budgets.totalJsGzip)}`);
    if (page.cssGzip > budgets.cssGzip) fail(at, 'css', `CSS ${kb(page.cssGzip)} gz > ${kb(budgets.cssGzip)}`);
  }
  for (const paint of paints) {
    const at = paint.path;
    if (!(paint.lcpOverFcp <= budgets.lcpOverFcp)) fail(at, 'visitor lcp-fcp', `LCP ${paint.lcpOverFcp.toFixed(2)}× FCP > ${budgets.lcpOverFcp}×`);
    if (!(paint.lcpOverLimit <= budgets.lcpRatio)) fail(at, 'visitor lcp-ratio', `LCP ${paint.lcpOverLimit.toFixed(2)}× the limit > ${budgets.lcpRatio}×`);
    if (paint.cls > budgets.cls) fail(at, 'visitor cls', `CLS ${paint.cls.toFixed(4)} > ${budgets.cls}`);
  }
  for (const tap of taps) {
    const figure = `tap ${tap.target} (${tap.moment})`;
    const answered = tap.samples.filter((ms): ms is number => ms !== null);
    const lost = tap.samples.length - answered.length;
    if (lost > 0) fail(tap.path, figure, `${lost} of ${tap.samples.length} taps never answered`);
    if (tap.leftPage > 0) fail(tap.path, figure, `${tap.leftPage} of ${tap.samples.length} taps left the page`);
    if (answered.length > 0 && !(tap.ratio !== null && tap.ratio <= budgets.tapRatio)) {
      fail(tap.path, figure, `median ${Math.round(median(answered))} ms, ${tap.ratio?.toFixed(2) ?? '?'}× its bare limit > ${budgets.tapRatio}×`);
    }
    if (answered.length > 0 && !(tap.scriptRatio !== null && tap.scriptRatio <= budgets.tapScriptRatio)) {
      fail(tap.path, figure, `median ${Math.round(median(answered))} ms, ${tap.scriptRatio?.toFixed(2) ?? '?'}× the page without scripts > ${budgets.tapScriptRatio}×`);
    }
  }
  for (const navigation of navigations) {
    const figure = `navigation ${navigation.name}`;
    const lost = navigation.samples.filter((ms) => ms === null).length;
    if (lost > 0) fail(navigation.from, figure, `${lost} of ${navigation.samples.length} visits saw no largest paint on the next page`);
    if (navigation.wrongPage > 0) fail(navigation.from, figure, `${navigation.wrongPage} of ${navigation.samples.length} taps ended on another page`);
    if (!navigation.isLimit && !(navigation.ratio !== null && navigation.ratio <= budgets.navigationRatio)) {
      fail(navigation.from, figure, `${navigation.ratio?.toFixed(2) ?? '?'}× the bare pages > ${budgets.navigationRatio}×`);
    }
  }
  for (const screen of firstScreen) {
    for (const page of screen.missing) fail(page, `first screen ${screen.viewport}`, 'no booking control before the visitor scrolls');
  }
  if (buildMs > budgets.buildMs) fail('(site)', 'build', `whole-site build ${(buildMs / 1000).toFixed(2)} s > ${budgets.buildMs / 1000} s`);
  return violations;
}
