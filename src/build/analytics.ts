/** The owner's analytics settings as the browser script and the policy need them. */
import type { AnalyticsConfig } from '../client/analyticsConfig.ts';
import { site } from '../site.ts';

/** Only a collector on this machine is sent what this machine's visits (and automated browsers) do. */
const localHost = /^(localhost|127\.0\.0\.1)$/;

/** What the browser script is built with: null when the owner has analytics off. */
export function browserAnalytics(): AnalyticsConfig | null {
  const { analytics } = site;
  if (!analytics) return null;
  return { endpoint: analytics.endpoint, domain: analytics.domain, countLocalVisits: localHost.test(new URL(analytics.endpoint).hostname) };
}
