/** Entry of the server bundle that the build imports: what reads the content, and writes the site from it. */
export { writeSite } from './siteWriter.ts';
export { browserAnalytics, analyticsSettingsKey } from './analytics.ts';
