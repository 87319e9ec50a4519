import { Helmet } from 'react-helmet-async';
import { articleOf, isIndexable, type SiteRoute } from '../siteRoute.ts';
import { canonicalPath, documentTitle, hasCanonical } from '../seo/meta.ts';
import { socialImageAlt, socialImageSize, socialImageType } from '../seo/socialCard.ts';
import { jsonLd, structuredDataFor } from '../seo/structuredData.ts';
import { FEED_PATH } from '../content/blog/constants.ts';
import { absoluteUrl, site } from '../site.ts';

export interface HeadProps {
  route: SiteRoute;
  /** Every route of the site, for the breadcrumbs' ancestor titles. */
  allRoutes: readonly SiteRoute[];
  /** Site path of the page's social card (built by src/build/socialImages.ts). */
  socialImage: string;
}

/**
 * The one owner of per-page head tags: title, description, canonical URL, robots, Open Graph,
 * Twitter card and JSON-LD, all derived from the route.
 */
export function Head({ route, allRoutes, socialImage }: HeadProps) {
  const title = documentTitle(route);
  const canonical = absoluteUrl(canonicalPath(route));
  const image = absoluteUrl(socialImage);
  const imageAlt = socialImageAlt(route);
  const article = articleOf(route);
  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="description" content={route.description} />
        {hasCanonical(route) ? <link rel="canonical" href={canonical} /> : null}
        {isIndexable(route) ? null : <meta name="robots" content="noindex" />}
        <link rel="alternate" type="application/rss+xml" title={`${site.name} blog`} href={absoluteUrl(FEED_PATH)} />

        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content="en_US" />
        <meta property="og:type" content={article ? 'article' : 'website'} />
        <meta property="og:title" content={route.title} />
        <meta property="og:description" content={route.description} />
        {hasCanonical(route) ? <meta property="og:url" content={canonical} /> : null}
        <meta property="og:image" content={image} />
        <meta property="og:image:type" content={socialImageType} />
        <meta property="og:image:width" content={String(socialImageSize.width)} />
        <meta property="og:image:height" content={String(socialImageSize.height)} />
        <meta property="og:image:alt" content={imageAlt} />
        {article ? <meta property="article:published_time" content={article.publishedTime} /> : null}
        {article ? <meta property="article:modified_time" content={article.modifiedTime ?? article.publishedTime} /> : null}
        {article ? <meta property="article:author" content={article.authorUrl} /> : null}
        {article ? <meta property="article:section" content={article.section} /> : null}
        {article?.tags.map((tag) => <meta key={tag} property="article:tag" content={tag} />)}

        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:site" content={site.social.twitterHandle} />
        <meta name="twitter:title" content={route.title} />
        <meta name="twitter:description" content={route.description} />
        <meta name="twitter:image" content={image} />
        <meta name="twitter:image:alt" content={imageAlt} />
      </Helmet>
      {/* Rendered in place, inside <head>: JSON-LD is data, so the CSP does not apply to it. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredDataFor(route, socialImage, allRoutes)) }} />
    </>
  );
}
