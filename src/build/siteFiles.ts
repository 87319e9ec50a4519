/** The site's files that follow from its routes and content rather than a page: host rules, feed, sitemap, robots, manifest, the editor's config. */
import { readdirSync } from 'node:fs';
import { adminPath } from '../admin/adminPath.ts';
import type { CmsBackend } from '../admin/cmsConfig.ts';
import { webManifest, webManifestPath } from '../seo/webManifest.ts';
import type { SiteRoute } from '../siteRoute.ts';
import { adminConfigFile } from './admin.ts';
import { adminContentSecurityPolicy, contentSecurityPolicy, headerRules, headersFile, inlineSources, mergeInlineSources, type InlineSources } from './headers.ts';
import { redirectsFile } from './redirects.ts';
import { runtimeStyles } from './runtimeStyles.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export interface EditorBackend {
  backend: CmsBackend;
  localBackendUrl: string;
}

/** Every such file by its path in dist/, `_headers` aside (it covers the finished folder). */
export function siteFiles(routes: readonly SiteRoute[], blogFiles: Record<string, string>, editor: EditorBackend & { nextPostId: number }): Record<string, string> {
  const config = adminConfigFile(editor);
  return {
    _redirects: redirectsFile(routes),
    ...blogFiles,
    'sitemap.xml': sitemapXml(routes),
    'robots.txt': robotsTxt(),
    [webManifestPath.slice(1)]: webManifest(),
    [config.file]: String(config.contents),
  };
}

/** `_headers` for the built folder `dir`, and the public policy its pages carry (the 404 page in a meta tag). */
export function siteHeaders(dir: string, routes: readonly SiteRoute[], pageSources: readonly InlineSources[], css: string, editor: EditorBackend): { headers: string; policy: string } {
  const entries = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('_') && `/${entry.name}/` !== adminPath)
    .map((entry) => ({ name: entry.name, folder: entry.isDirectory() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const publicSources = mergeInlineSources([...pageSources, inlineSources([], [css], runtimeStyles())]);
  const adminArea = { path: adminPath, contentSecurityPolicy: adminContentSecurityPolicy(editor) };
  return {
    headers: headersFile(headerRules(publicSources, routes.map((route) => route.path), entries, adminArea)),
    policy: contentSecurityPolicy(publicSources),
  };
}
