import { css } from '@linaria/core';
import { Card } from '../../components/Card.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import type { BlockProps } from '../blockProps.ts';

const items = css`
  display: grid;
  margin: var(--space-2) 0 0;
  padding: 0;
  list-style: none;
  & li {
    padding: var(--space-3) 0;
    border-top: 1px solid var(--color-border);
  }
  & li:last-child {
    padding-bottom: 0;
  }
  & h4 {
    font-size: var(--text-base);
    margin-bottom: var(--space-1);
  }
  & p {
    color: var(--color-text-muted);
    font-size: var(--text-sm);
  }
`;

/**
 * Groups of related services: a card per group (h3) listing its services as h4 items
 * (e.g. the CMO page's three service groups, the CSO page's methodologies by sales motion).
 */
export function ServiceGroupsBlock({ block }: BlockProps<'serviceGroups'>) {
  return (
    <CardGrid
      items={block.groups}
      columns={block.groups.length % 2 === 0 ? 2 : 3}
      itemKey={(group) => group.title}
      renderItem={(group) => (
        <Card title={group.title} description={group.description} icon={group.icon}>
          <ul className={items}>
            {group.items.map((item) => (
              <li key={item.title}>
                <h4>{item.title}</h4>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    />
  );
}
