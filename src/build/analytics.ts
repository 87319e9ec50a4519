/** The owner's analytics settings as the browser script and the hosts' forwarding need them. */
import type { AnalyticsConfig } from '../client/analyticsConfig.ts';
import { site } from '../site.ts';

/** The site's own address the browser sends events to; each host forwards them to the endpoint (redirects.ts' analyticsProxyRules). */
export const analyticsPath = '/api/event';

/** Only a collector on this machine is sent what this machine's visits (and automated browsers) do. */
const localHost = /^(localhost|127\.0\.0\.1)$/;

/** What the browser script is built with: null when the owner has analytics off. */
export function browserAnalytics(): AnalyticsConfig | null {
  const { analytics } = site;
  if (!analytics) return null;
  return { endpoint: analyticsPath, domain: analytics.domain, countLocalVisits: localHost.test(new URL(analytics.endpoint).hostname) };
}

/** Where the hosts forward the events to: the owner's endpoint, or null when analytics are off. */
export function analyticsEndpoint(): string | null {
  return site.analytics?.endpoint ?? null;
}

/** The settings both are built from, as `npm run dev` compares them: a change needs a full build (the browser script carries them). */
export function analyticsSettingsKey(): string {
  return JSON.stringify(site.analytics);
}
