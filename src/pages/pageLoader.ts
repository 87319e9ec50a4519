import { createElement, type ComponentType, type ReactElement } from 'react';

/** A route's page: its module is imported only when the route renders, so reading the routes loads no page code or styles. */
export function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, props: P): () => Promise<ReactElement> {
  return async () => createElement((await load()).default, props);
}
