import { init, track } from '@plausible-analytics/tracker';
import type { AnalyticsConfig } from './analyticsConfig.ts';

/** Sends one goal with its properties. */
export type TrackGoal = (goal: string, props?: Record<string, string>) => void;

/** Links that leave the site to reach the firm by e-mail or phone (the tracker counts links to other sites, LinkedIn's included, itself). */
const contactLink = /^(mailto:|tel:)/;

/**
 * Cookie-free analytics with Plausible's own tracker, bundled into this chunk (no third-party
 * script): the page view, and clicks on outbound links, e-mail and phone. It imports nothing of the
 * page's script, so loading it adds this one file; the goals are sent through what it returns.
 */
export function startAnalytics(win: Window, config: AnalyticsConfig): TrackGoal {
  init({
    domain: config.domain,
    endpoint: config.endpoint,
    outboundLinks: true,
    captureOnLocalhost: config.countLocalVisits,
    bindToWindow: false,
    logging: false,
  });
  win.document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a');
    if (link && contactLink.test(link.getAttribute('href') ?? '')) track('Outbound Link: Click', { props: { url: link.href } });
  });
  return (goal, props) => track(goal, props ? { props } : {});
}
