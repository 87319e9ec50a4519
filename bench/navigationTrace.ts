/**
 * Where the milliseconds of a tap to the next page go: a Chromium performance trace of one
 * navigation on the throttled phone, cut into the stretches a visitor waits through (the tap's
 * handling on the old page, the network, the new page up to its first and its largest paint), each
 * with the main-thread time of both pages' renderers by kind of work.
 */
import type { Browser } from 'playwright-core';
import { median } from './budgets.ts';
import { navigationTimingsScript, type Navigation } from './navigationTimings.ts';
import { openPhonePage } from './phone.ts';
import { controlPoint } from './tapTimings.ts';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

export const workKinds = ['script', 'parse HTML', 'style & layout', 'paint & composite', 'other'] as const;
type WorkKind = (typeof workKinds)[number];

/** The trace events of Chromium's timeline that say what kind of work a stretch of the main thread was. */
const kindOf: Record<string, WorkKind> = {
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.produceModuleCache': 'script',
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  'V8.GC_SCAVENGER': 'script',
  MajorGC: 'script',
  MinorGC: 'script',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'style & layout',
  UpdateLayoutTree: 'style & layout',
  RecalculateStyles: 'style & layout',
  Layout: 'style & layout',
  'LocalFrameView::RunPostLifecycleSteps': 'style & layout',
  PrePaint: 'paint & composite',
  Paint: 'paint & composite',
  PaintImage: 'paint & composite',
  Layerize: 'paint & composite',
  UpdateLayer: 'paint & composite',
  Commit: 'paint & composite',
  CompositeLayers: 'paint & composite',
  'Decode Image': 'paint & composite',
  ImageDecodeTask: 'paint & composite',
};

interface TraceStretch {
  /** What the visitor waits for in this stretch. */
  name: string;
  ms: number;
  /** Main-thread time in it, per page ("old page", "new page"; in a renderer holding both, told apart by the commit, "both pages" for a slice across it) and kind of work. */
  work: { renderer: string; kind: WorkKind; ms: number }[];
}

export interface TraceBreakdown {
  navigation: string;
  /** Traced visits this breakdown is the median of. */
  visits: number;
  /** Touch to the next page's largest paint, as the trace saw it. */
  totalMs: number;
  stretches: TraceStretch[];
  /** Events dispatched on the pages in the stretch (touchstart, click, pagehide…), in order. */
  events: string[];
}

export const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'navigation',
  'v8.execute',
  'v8',
  'blink',
  'toplevel',
];

export interface Slice {
  /** The trace event this is the self time of, and the slice it is nested in. */
  event: TraceEvent;
  parent: Slice | undefined;
  start: number;
  end: number;
  self: number;
  kind: WorkKind;
  pid: number;
}

/** Main-thread slices with their self time (time not spent in a nested slice), each of the kind of its nearest named ancestor. */
export function mainThreadSlices(events: readonly TraceEvent[], mainThreads: ReadonlySet<string>): Slice[] {
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== 'X' || !event.dur) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(key)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), event]);
  }
  const slices: Slice[] = [];
  for (const threadEvents of byThread.values()) {
    threadEvents.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack: Slice[] = [];
    for (const event of threadEvents) {
      const end = event.ts + (event.dur ?? 0);
      while (stack.length && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.self -= Math.min(end, parent.end) - event.ts;
      const slice: Slice = { event, parent, start: event.ts, end, self: event.dur ?? 0, kind: kindOf[event.name] ?? parent?.kind ?? 'other', pid: event.pid };
      slices.push(slice);
      stack.push(slice);
    }
  }
  return slices;
}

function firstEvent(events: readonly TraceEvent[], test: (event: TraceEvent) => boolean): TraceEvent | undefined {
  return events.find(test);
}

/** Cuts the trace of one navigation into stretches and sums each renderer's main-thread work in them. */
export function breakDownTrace(events: readonly TraceEvent[], navigation: Navigation): TraceBreakdown {
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  const mainThreads = new Set(
    sorted.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  );
  const touch = firstEvent(sorted, (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'touchstart');
  if (!touch) throw new Error('The trace holds no touchstart');
  const isTarget = (event: TraceEvent) => String(event.args?.data?.url ?? '').endsWith(navigation.to);
  const after = (event: TraceEvent) => event.ts >= touch.ts;
  // The browser process starts the navigation's request and hands its response on (from the network or a prefetch).
  const request = firstEvent(sorted, (event) => after(event) && event.name === 'NavigationRequest::StartNavigation' && event.ph === 'X');
  const response = firstEvent(sorted, (event) => after(event) && event.name === 'NavigationRequest::OnResponseStarted' && event.ph === 'X');
  const commit = firstEvent(sorted, (event) => after(event) && event.name === 'CommitLoad' && isTarget(event));
  const newPid = commit?.pid;
  const fcp = firstEvent(sorted, (event) => after(event) && event.name === 'firstContentfulPaint' && event.pid === newPid);
  const lcp = sorted.filter((event) => after(event) && event.name === 'largestContentfulPaint::Candidate' && event.pid === newPid).at(-1);
  if (!request || !response || !commit || !fcp || !lcp) {
    throw new Error(`The trace lacks a mark: request ${Boolean(request)}, response ${Boolean(response)}, commit ${Boolean(commit)}, FCP ${Boolean(fcp)}, LCP ${Boolean(lcp)}`);
  }
  const marks: [string, number, number][] = [
    ['touch → the browser starts the navigation', touch.ts, request.ts],
    ['navigation → its response starts (network or prefetch)', request.ts, response.ts],
    ['response → the new page commits', response.ts, commit.ts],
    ['commit → first contentful paint', commit.ts, fcp.ts],
    ['first → largest contentful paint', fcp.ts, Math.max(fcp.ts, lcp.ts)],
  ];
  const slices = mainThreadSlices(sorted, mainThreads);
  const oldPid = touch.pid;
  // A same-site navigation usually keeps one renderer for both pages: there the commit tells them apart
  // (before it, the old page and its teardown; after it, the new page; a slice across it, both).
  const renderer = (slice: Pick<Slice, 'pid' | 'start' | 'end'>) => {
    if (slice.pid === oldPid && slice.pid === newPid) return slice.end <= commit.ts ? 'old page' : slice.start >= commit.ts ? 'new page' : 'both pages';
    return slice.pid === newPid ? 'new page' : slice.pid === oldPid ? 'old page' : 'other renderer';
  };
  const stretches = marks.map(([name, start, end]): TraceStretch => {
    const totals = new Map<string, { renderer: string; kind: WorkKind; ms: number }>();
    for (const slice of slices) {
      const overlap = Math.min(end, slice.end) - Math.max(start, slice.start);
      if (overlap <= 0 || slice.self <= 0) continue;
      // A slice's own time is spread evenly over it: good enough at the scale of a stretch.
      const share = (slice.self * overlap) / (slice.end - slice.start) / 1000;
      const key = `${renderer(slice)}|${slice.kind}`;
      const total = totals.get(key) ?? { renderer: renderer(slice), kind: slice.kind, ms: 0 };
      total.ms += share;
      totals.set(key, total);
    }
    return { name, ms: (end - start) / 1000, work: [...totals.values()].filter((total) => total.ms >= 0.5).sort((a, b) => b.ms - a.ms) };
  });
  // The page lifecycle's events, and any other that took a millisecond or more.
  const lifecycle = new Set(['touchstart', 'click', 'beforeunload', 'pagehide', 'unload', 'pageswap', 'pagereveal', 'DOMContentLoaded', 'load']);
  const dispatched = sorted
    .filter((event) => event.name === 'EventDispatch' && event.ts >= touch.ts && event.ts <= lcp.ts)
    .filter((event) => lifecycle.has(String(event.args?.data?.type)) || (event.dur ?? 0) >= 1000)
    .map((event) => `${String(event.args?.data?.type)} (${renderer({ pid: event.pid, start: event.ts, end: event.ts + (event.dur ?? 0) })}, ${((event.dur ?? 0) / 1000).toFixed(1)} ms)`);
  return { navigation: navigation.name, visits: 1, totalMs: (lcp.ts - touch.ts) / 1000, stretches, events: dispatched };
}

/** One fresh visitor on the throttled phone, traced from just before the tap until the next page has settled. */
export async function traceNavigation(browser: Browser, origin: string, navigation: Navigation): Promise<TraceBreakdown> {
  const { context, page } = await openPhonePage(browser, [navigationTimingsScript]);
  try {
    await page.goto(`${origin}${navigation.from}`, { waitUntil: 'load' });
    await controlPoint(page, navigation.control);
    await page.waitForTimeout(3000);
    const { x, y } = await controlPoint(page, navigation.control);
    await browser.startTracing(undefined, { categories });
    const arrived = page.waitForURL((url) => url.pathname === navigation.to, { waitUntil: 'load' });
    await page.touchscreen.tap(x, y);
    await arrived;
    await page.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return breakDownTrace(trace.traceEvents, navigation);
  } finally {
    await context.close();
  }
}

/** Stretch by stretch and kind by kind, the median of several traced visits of one navigation (a kind missing from a visit counts 0 ms). */
export function medianBreakdown(breakdowns: readonly TraceBreakdown[]): TraceBreakdown {
  const first = breakdowns[0];
  if (!first) throw new Error('No traced visit to take the median of');
  const stretches = first.stretches.map((stretch, index): TraceStretch => {
    const visits = breakdowns.map((breakdown) => breakdown.stretches[index]);
    const keys = [...new Set(visits.flatMap((visit) => visit?.work.map((work) => `${work.renderer}|${work.kind}`) ?? []))];
    const work = keys.map((key) => {
      const [renderer = '', kind = 'other'] = key.split('|') as [string, WorkKind];
      return { renderer, kind, ms: median(visits.map((visit) => visit?.work.find((entry) => `${entry.renderer}|${entry.kind}` === key)?.ms ?? 0)) };
    });
    return { name: stretch.name, ms: median(visits.map((visit) => visit?.ms ?? 0)), work: work.filter((entry) => entry.ms >= 0.5).sort((a, b) => b.ms - a.ms) };
  });
  return { navigation: first.navigation, visits: breakdowns.length, totalMs: median(breakdowns.map((breakdown) => breakdown.totalMs)), stretches, events: first.events };
}
