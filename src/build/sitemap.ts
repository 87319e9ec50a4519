/** `sitemap.xml` and `robots.txt`, from the routes manifest. */
import { articleOf, isIndexable, type SiteRoute } from '../siteRoute.ts';
import { absoluteUrl } from '../site.ts';

const sitemapPath = '/sitemap.xml';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** When a route's content last changed, where the content says so: a post's date. */
function lastModified(route: SiteRoute): string | undefined {
  const article = articleOf(route);
  return article ? (article.modifiedTime ?? article.publishedTime) : undefined;
}

/** Every indexable route, absolute URL in its served form; posts carry `lastmod`. */
export function sitemapXml(routes: readonly SiteRoute[]): string {
  const entries = routes.filter(isIndexable).map((route) => {
    const lastmod = lastModified(route);
    return `  <url><loc>${escapeXml(absoluteUrl(route.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled (non-indexable pages say `noindex` themselves); the sitemap is named. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(sitemapPath)}`, ''].join('\n');
}
