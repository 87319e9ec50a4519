/** The owner's analytics settings as the browser script receives them (src/build/bundle.ts writes them in at build). */
export interface AnalyticsConfig {
  /** Where events are sent: the Plausible-compatible endpoint, or the site's own address the host forwards to it. */
  endpoint: string;
  /** The site as the dashboard names it. */
  domain: string;
  /** Count visits on this machine and in automated browsers too: only when the endpoint is itself on this machine. */
  countLocalVisits: boolean;
}

/** The name the build replaces with the settings, or with null when analytics are off (then no analytics code is bundled). */
export const analyticsDefine = 'SITE_ANALYTICS';
