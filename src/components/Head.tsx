import { Helmet } from 'react-helmet-async';
import type { SiteRoute } from '../../routes.ts';
import { absoluteUrl, site } from '../site.ts';

/** Full document title: "Page | Hale Growth Partners". */
export function documentTitle(route: Pick<SiteRoute, 'title'>): string {
  return `${route.title} | ${site.name}`;
}

export interface HeadProps {
  route: SiteRoute;
}

/** The one owner of per-page head tags: title, description, canonical URL and robots. */
export function Head({ route }: HeadProps) {
  const canonical = absoluteUrl(route.redirectTo ?? route.path);
  const indexable = route.kind !== 'redirect' && !route.notFound;
  return (
    <Helmet>
      <title>{documentTitle(route)}</title>
      <meta name="description" content={route.description} />
      {route.notFound && route.kind === 'not-found' ? null : <link rel="canonical" href={canonical} />}
      {indexable ? null : <meta name="robots" content="noindex" />}
    </Helmet>
  );
}
