/**
 * Where the milliseconds of one tap go: a Chromium performance trace of a tap on the
 * throttled phone, from the touch to the task after the frame that draws the answer,
 * with the page's main-thread time by piece of work: each event dispatched and the script it ran,
 * style recalculation (how many elements), layout (how many objects of how many), paint, and the
 * time the main thread was idle (waiting for the click, a frame, or a core of this machine).
 */
import type { Browser } from 'playwright-core';
import { median } from './budgets.ts';
import { categories, mainThreadSlices, type Slice, type TraceEvent } from './navigationTrace.ts';
import { openPhonePage } from './phone.ts';
import { tapFrameMark, tapsAt, tapTimingsScript, type TapMoment, type TapTarget } from './tapTimings.ts';

interface TapTraceWork {
  /** The piece of work: an event's dispatch, a lifecycle step, with what it touched. */
  name: string;
  ms: number;
}

export interface TapTrace {
  tap: string;
  visits: number;
  /** From the touchstart's time stamp to the end of the answer's frame, as the page's clock saw it. */
  tapMs: number;
  /** The same stretch in the trace: from the touch to the mark after that frame. */
  tracedMs: number;
  /** Main-thread time in that stretch by piece of work (medians of the visits), largest first, and what was left idle. */
  work: TapTraceWork[];
  idleMs: number;
  /** What the style recalculations and layouts of the last visit touched. */
  details: string[];
}

const lifecycle: Record<string, string> = {
  UpdateLayoutTree: 'style recalculation',
  RecalculateStyles: 'style recalculation',
  ParseAuthorStyleSheet: 'style recalculation',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize & commit',
  Commit: 'layerize & commit',
  UpdateLayer: 'layerize & commit',
  HitTest: 'hit test',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  EvaluateScript: 'script',
};

function ownName(event: TraceEvent): string | undefined {
  return event.name === 'EventDispatch' ? `event ${String(event.args?.data?.type)}` : lifecycle[event.name];
}

/** The file a script slice ran from, where the trace names it (a page's own inline script has the page's address). */
function scriptFile(event: TraceEvent): string | undefined {
  const url = event.args?.data?.url;
  if (typeof url !== 'string' || url === '') return undefined;
  return url.replace(/^[a-z]+:\/\/[^/]+/, '').replace(/\?.*$/, '') || '/';
}

/**
 * The name a slice's time is counted under: its nearest named ancestor (an event's dispatch, a lifecycle
 * step, script, with the file it ran from), and for style and layout the event whose handling forced them, if any.
 */
function workName(slice: Slice): string {
  let named: Slice | undefined = slice;
  while (named && !ownName(named.event)) named = named.parent;
  if (!named) return `other (${slice.event.name})`;
  const name = ownName(named.event) ?? '';
  if (name === 'script') {
    const file = scriptFile(named.event);
    return file ? `script in ${file}` : name;
  }
  if (name !== 'style recalculation' && name !== 'layout') return name;
  let forcedBy = named.parent;
  while (forcedBy && forcedBy.event.name !== 'EventDispatch') forcedBy = forcedBy.parent;
  return forcedBy ? `${name}, forced in ${String(forcedBy.event.args?.data?.type)}` : name;
}

/**
 * Cuts one traced tap out of its trace and sums the page's main-thread work in it: from the touch's
 * own time stamp (`tapMs` before the mark made as the clock stopped), so that what ran before the
 * touch could be dispatched counts too, to that mark.
 */
export function breakDownTap(events: readonly TraceEvent[], tap: string, tapMs: number): TapTrace {
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  const mark = sorted.findLast((event) => event.name === tapFrameMark);
  if (!mark) throw new Error('The trace lacks the mark made after the answer\'s frame');
  const mainThread = new Set([`${mark.pid}:${mark.tid}`]);
  const [start, end] = [mark.ts - tapMs * 1000, mark.ts];
  const totals = new Map<string, number>();
  let busy = 0;
  const details: string[] = [];
  for (const slice of mainThreadSlices(sorted, mainThread)) {
    const overlap = Math.min(end, slice.end) - Math.max(start, slice.start);
    if (overlap <= 0) continue;
    const ms = (slice.self * overlap) / (slice.end - slice.start) / 1000;
    if (ms <= 0) continue;
    busy += ms;
    const name = workName(slice);
    totals.set(name, (totals.get(name) ?? 0) + ms);
    const begin = (slice.event.args as { beginData?: Record<string, unknown> } | undefined)?.beginData;
    const elementCount = (slice.event.args as { elementCount?: number } | undefined)?.elementCount;
    if (slice.event.name === 'UpdateLayoutTree' && elementCount !== undefined && elementCount > 1) {
      details.push(`${workName(slice)} of ${elementCount} elements, ${((slice.end - slice.start) / 1000).toFixed(1)} ms`);
    }
    if (slice.event.name === 'Layout' && begin) {
      details.push(`${workName(slice)} of ${String(begin.dirtyObjects)} of ${String(begin.totalObjects)} objects${begin.partialLayout ? ' (partial)' : ''}, ${((slice.end - slice.start) / 1000).toFixed(1)} ms`);
    }
  }
  const work = [...totals].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  const tracedMs = (end - start) / 1000;
  return { tap, visits: 1, tapMs, tracedMs, work, idleMs: tracedMs - busy, details };
}

/**
 * One fresh visitor, the tap made at `moment` and traced (the trace's own overhead makes it slower than
 * the timed visits); at first paint the trace begins before the page is asked for.
 */
export async function traceTap(browser: Browser, origin: string, target: TapTarget, moment: TapMoment): Promise<TapTrace> {
  const { context, page } = await openPhonePage(browser, [tapTimingsScript], target.screen);
  try {
    const time = await tapsAt(page, origin, target, moment, () => browser.startTracing(page, { categories }));
    await page.waitForTimeout(300);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (!time) throw new Error(`${target.name} on ${target.path} (${moment}): no answer while traced`);
    return breakDownTap(trace.traceEvents, `${target.name} on ${target.path} (${moment})`, time.ms);
  } finally {
    await context.close();
  }
}

/** Piece by piece, the median of several traced visits of one tap (a piece missing from a visit counts 0 ms). */
export function medianTapTrace(traces: readonly TapTrace[]): TapTrace {
  const last = traces.at(-1);
  if (!last) throw new Error('No traced tap to take the median of');
  const names = [...new Set(traces.flatMap((trace) => trace.work.map((work) => work.name)))];
  const work = names
    .map((name) => ({ name, ms: median(traces.map((trace) => trace.work.find((entry) => entry.name === name)?.ms ?? 0)) }))
    .filter((entry) => entry.ms >= 0.3)
    .sort((a, b) => b.ms - a.ms);
  return {
    tap: last.tap,
    visits: traces.length,
    tapMs: median(traces.map((trace) => trace.tapMs)),
    tracedMs: median(traces.map((trace) => trace.tracedMs)),
    work,
    idleMs: median(traces.map((trace) => trace.idleMs)),
    details: last.details,
  };
}
