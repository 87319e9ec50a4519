/** The site's files that follow from its routes and content rather than a page: host rules, feed, sitemap, robots, manifest, the editor's config (made by the server bundle). */
import { prefetchNowRules } from '../components/speculationDom.ts';
import { paths } from '../paths.ts';
import { webManifest, webManifestPath } from '../seo/webManifest.ts';
import type { SiteRoute } from '../siteRoute.ts';
import type { AdminFile } from './admin.ts';
import { backendFromEnv, signsInThroughSite } from '../admin/cmsBackend.ts';
import { analyticsEndpoint } from './analytics.ts';
import { adminArea, contentSecurityPolicy, headerRules, headersFile, inlineSources, mergeInlineSources, type InlineSources } from './headers.ts';
import type { Host } from './host.ts';
import { pagesWorkerFiles } from './pagesWorkerFiles.ts';
import { redirectsFile } from './redirects.ts';
import { runtimeStyles } from './runtimeStyles.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Every such file by its path in dist/, `_headers` aside (its policy follows from every page). `host`: whose `_redirects` and worker (hostFiles.ts). */
export function siteFiles(routes: readonly SiteRoute[], blogFiles: Record<string, string>, adminConfig: AdminFile, host: Host): Record<string, string> {
  const endpoint = analyticsEndpoint();
  return {
    _redirects: redirectsFile(routes, host, endpoint),
    ...pagesWorkerFiles(host, { analyticsEndpoint: endpoint, githubSignIn: signsInThroughSite(backendFromEnv(process.env, host)) }),
    ...blogFiles,
    'sitemap.xml': sitemapXml(routes),
    'robots.txt': robotsTxt(),
    [webManifestPath.slice(1)]: webManifest(),
    [adminConfig.file]: String(adminConfig.contents),
  };
}

/** What the policy must allow beside the pages' own inline code: the stylesheet's, and what client code inserts at run time. */
export function stylesheetAndRuntimeSources(css: string): InlineSources {
  return inlineSources([], [css], runtimeStyles(), [prefetchNowRules([paths.booking])]);
}

/** `_headers` in `host`'s form (hostFiles.ts), and the public policy its pages carry (the 404 page in a meta tag). */
export function siteHeaders(routes: readonly SiteRoute[], pageSources: readonly InlineSources[], css: string, host: Host): { headers: string; policy: string } {
  const publicSources = mergeInlineSources([...pageSources, stylesheetAndRuntimeSources(css)]);
  return {
    headers: headersFile(headerRules(publicSources, routes.map((route) => route.path), adminArea(), host)),
    policy: contentSecurityPolicy(publicSources),
  };
}
