import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tests/support/browser.ts';
import type { RequestedResource } from './pageWeight.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
} as const;
export type Metric = keyof typeof metrics;

/** The figures of one Lighthouse run of one URL. */
export interface RunResult {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Requests the browser started before the first contentful paint (as observed, unthrottled). */
  requestsBeforeFcp: number;
  requests: RequestedResource[];
  lcpElement: string;
  /** Performance audits that did not pass, for diagnosis. */
  failedAudits: string[];
  environment: { lighthouse: string; userAgent: string };
  /** Lighthouse's measure of this machine's CPU speed at the run (higher is faster). */
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

interface Details {
  items?: unknown[];
  debugData?: { networkStartTimeTs?: number };
}

const maxAttempts = 3;

/**
 * Each run a first visit: besides the cache, Lighthouse's default reset keeps local storage, where
 * an earlier run of the same page would have noted the web font as cached (src/styles/webFont.ts).
 */
const firstVisit: Config = {
  extends: 'lighthouse:default',
  // Lighthouse's own list (core/config/constants.js), and local storage.
  settings: { clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'] },
};

/**
 * `simulate`: Lighthouse's default, a fast local load replayed as slow 4G at 4× CPU. `devtools`: the
 * load itself throttled so (slower to run, noisier), whose paints are what a visitor would see.
 */
type Throttling = 'simulate' | 'devtools';

export interface LighthouseSession {
  run(url: string, throttling?: Throttling): Promise<RunResult>;
  close(): Promise<void>;
}

/** One Chromium for all runs; each run is Lighthouse's default mobile navigation (slow 4G, 4× CPU), simulated unless asked otherwise. */
export async function openLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs, logLevel: 'silent' });
  return {
    async run(url, throttling = 'simulate') {
      const config: Config = { ...firstVisit, settings: { ...firstVisit.settings, throttlingMethod: throttling } };
      // A trace can fail to record on a busy machine (NO_NAVSTART, NO_FCP): such a run is retried.
      let lhr: Result | undefined;
      for (let attempt = 1; !lhr; attempt += 1) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }, config);
        const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
        if (!error && result) lhr = result.lhr;
        else if (attempt >= maxAttempts) throw new Error(`Lighthouse failed on ${url} ${maxAttempts} times: ${error?.code} ${error?.message}`);
      }
      const audit = (id: string) => {
        const found = lhr.audits[id];
        if (!found) throw new Error(`Lighthouse result for ${url} lacks audit ${id}`);
        return found;
      };
      const details = (id: string) => (audit(id).details ?? {}) as Details;

      const network = details('network-requests');
      const requests = (network.items ?? []) as NetworkItem[];
      const observed = (details('metrics').items?.[0] ?? {}) as { observedFirstContentfulPaintTs?: number };
      const startMs = (network.debugData?.networkStartTimeTs ?? 0) / 1000;
      const fcpMs = (observed.observedFirstContentfulPaintTs ?? 0) / 1000;
      const lcpTable = details('largest-contentful-paint-element').items?.[0] as { items?: { node?: { snippet?: string; nodeLabel?: string } }[] } | undefined;
      const lcpNode = lcpTable?.items?.[0]?.node;
      const performanceAudits = lhr.categories.performance?.auditRefs.map((ref) => ref.id) ?? [];

      return {
        scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>,
        metrics: Object.fromEntries(Object.entries(metrics).map(([key, id]) => [key, audit(id).numericValue ?? Number.NaN])) as Record<Metric, number>,
        requestsBeforeFcp: requests.filter((item) => startMs + (item.networkRequestTime ?? Number.POSITIVE_INFINITY) < fcpMs).length,
        requests: requests.map((item) => ({ url: item.url, resourceType: item.resourceType ?? 'Other' })),
        lcpElement: lcpNode ? `${lcpNode.snippet ?? ''} ${lcpNode.nodeLabel ?? ''}`.trim() : '',
        failedAudits: performanceAudits.filter((id) => {
          const entry = lhr.audits[id];
          return entry && entry.score !== null && entry.score < 1 && !['informative', 'notApplicable', 'manual'].includes(entry.scoreDisplayMode);
        }),
        environment: { lighthouse: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent },
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
