import { css } from '@linaria/core';
import type { ComponentType } from 'react';
import { islandAttr, type IslandName, type IslandPropsMap } from './types.ts';

// The marker must not create a box of its own: the island's markup lays out as if unwrapped.
const marker = css`
  display: contents;
`;

export interface IslandProps<N extends IslandName> {
  name: N;
  component: ComponentType<IslandPropsMap[N]>;
  props: IslandPropsMap[N];
  /** Hydrate on the page's first scroll as well as on idle and interaction. */
  hydrateOnScroll?: boolean;
}

/** Server-side marker: renders the island's HTML and the JSON props the client hydrates it with. */
export function Island<N extends IslandName>({ name, component: Component, props, hydrateOnScroll = false }: IslandProps<N>) {
  const attributes = {
    [islandAttr.name]: name,
    [islandAttr.props]: JSON.stringify(props),
    ...(hydrateOnScroll ? { [islandAttr.hydrateOnScroll]: '' } : {}),
  };
  return (
    <div {...attributes} className={marker}>
      <Component {...props} />
    </div>
  );
}
