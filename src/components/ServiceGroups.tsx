import { css, cx } from '@linaria/core';
import type { ServiceGroup } from '../content/types.ts';
import { media } from '../styles/theme.ts';
import { Icon } from './Icon.tsx';

const grid = css`
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  & > li {
    display: flex;
  }
`;

const columnClass = {
  2: css`
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
  3: css`
    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
} satisfies Record<2 | 3, string>;

const panel = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-top: 4px solid var(--color-primary);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
`;

const head = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  & h3 {
    font-size: var(--text-xl);
  }
`;

const iconWrap = css`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: var(--radius-md);
  background: var(--color-primary-soft);
  color: var(--color-primary);
  & svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

const summary = css`
  margin-top: var(--space-3);
  color: var(--color-text-muted);
`;

const items = css`
  display: grid;
  margin: var(--space-4) 0 0;
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
 * Groups of related services, each a panel with an h3 and its services as h4 items
 * (e.g. the CMO page's three service groups, the CSO page's methodologies by sales motion).
 */
export function ServiceGroups({ groups, className }: { groups: readonly ServiceGroup[]; className?: string }) {
  const columns = groups.length === 2 || groups.length === 4 ? 2 : 3;
  return (
    <ul className={cx(grid, columnClass[columns], className)} data-reveal="">
      {groups.map((group) => (
        <li key={group.title} data-reveal-item="">
          <article className={panel}>
            <div className={head}>
              <span className={iconWrap}>
                <Icon name={group.icon} />
              </span>
              <h3>{group.title}</h3>
            </div>
            <p className={summary}>{group.description}</p>
            <ul className={items}>
              {group.items.map((item) => (
                <li key={item.title}>
                  <h4>{item.title}</h4>
                  <p>{item.description}</p>
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}
