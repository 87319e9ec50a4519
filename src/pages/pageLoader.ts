import type { ComponentType, ReactElement } from 'react';

/** routes.ts's lazy page loader: the page module is imported only when the route renders. */
export type PageLoader = <P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
) => () => Promise<ReactElement>;
