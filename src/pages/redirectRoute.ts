import type { SiteRoute } from '../siteRoute.ts';
import { page } from './pageLoader.ts';

/**
 * An old address that sends visitors on to `target` (at `to`, its path with an optional #anchor):
 * a 301 on every host by `_redirects`, and this fallback page where a host has no rules. It stands
 * for the target, whose title and description it carries.
 */
export function redirectRoute(from: string, target: Pick<SiteRoute, 'path' | 'title' | 'description'>, to = target.path): SiteRoute {
  return {
    path: from,
    title: target.title,
    description: target.description,
    kind: 'redirect',
    redirectTo: to,
    render: page(() => import('./RedirectPage.tsx'), { to, targetTitle: target.title }),
  };
}
