import { css } from '@linaria/core';
import { useContext, type ComponentType } from 'react';
import { IslandFilesContext } from './islandFiles.ts';
import { islandAttr } from './attributes.ts';
import type { IslandName, IslandPropsMap } from './islands.ts';

// The marker must not create a box of its own: the island's markup lays out as if unwrapped.
const marker = css`
  display: contents;
`;

export interface IslandProps<N extends IslandName> {
  name: N;
  component: ComponentType<IslandPropsMap[N]>;
  props: IslandPropsMap[N];
}

/**
 * Server-side marker: renders the island's HTML, the JSON props the client hydrates it with and the
 * script files it will need, which the client prefetches once the page is idle.
 */
export function Island<N extends IslandName>({ name, component: Component, props }: IslandProps<N>) {
  const files = useContext(IslandFilesContext);
  const attributes = {
    [islandAttr.name]: name,
    [islandAttr.props]: JSON.stringify(props),
    ...(files.length > 0 ? { [islandAttr.prefetch]: files.join(' ') } : {}),
  };
  return (
    <div {...attributes} className={marker}>
      <Component {...props} />
    </div>
  );
}
