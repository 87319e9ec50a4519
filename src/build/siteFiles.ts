/** The site's files that follow from its routes and content rather than a page: feed, sitemap, robots, manifest, the editor's config (made by the server bundle), and the host's files. */
import { prefetchNowRules } from '../components/speculationDom.ts';
import { paths } from '../paths.ts';
import { webManifest, webManifestPath } from '../seo/webManifest.ts';
import type { SiteRoute } from '../siteRoute.ts';
import type { AdminFile } from './admin.ts';
import { backendFromEnv, signsInThroughSite } from '../admin/cmsBackend.ts';
import { analyticsEndpoint } from './analytics.ts';
import { adminArea, contentSecurityPolicy, inlineSources, mergeInlineSources, type InlineSources } from './headers.ts';
import type { Host } from './host.ts';
import { hostFiles } from './hostFiles.ts';
import { runtimeStyles } from './runtimeStyles.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Every such file by its path in dist/ but the host's (siteHostFiles: `_headers` follows from every page). */
export function siteFiles(routes: readonly SiteRoute[], blogFiles: Record<string, string>, adminConfig: AdminFile): Record<string, string> {
  return {
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

/** `host`'s files (hostFiles.ts), from the pages' inline code, their kinds' styles and this build's settings, and the public policy its pages carry (the 404 page in a meta tag). */
export function siteHostFiles(routes: readonly SiteRoute[], pageSources: readonly InlineSources[], pageStyles: Iterable<string>, css: string, host: Host): { files: Record<string, string>; policy: string } {
  const sources = mergeInlineSources([...pageSources, inlineSources([], [], pageStyles), stylesheetAndRuntimeSources(css)]);
  const githubSignIn = signsInThroughSite(backendFromEnv(process.env, host));
  return {
    files: hostFiles(host, { routes, sources, admin: adminArea(), analyticsEndpoint: analyticsEndpoint(), githubSignIn }),
    policy: contentSecurityPolicy(sources),
  };
}
