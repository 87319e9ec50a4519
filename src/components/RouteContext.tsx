import { createContext, useContext } from 'react';
import type { SiteRoute } from '../siteRoute.ts';

const RouteContext = createContext<SiteRoute | null>(null);

export const RouteProvider = RouteContext.Provider;

/** The route being rendered; available to any component of a page. */
export function useRoute(): SiteRoute {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useRoute() called outside a page render');
  return route;
}
