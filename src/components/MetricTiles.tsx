import { css, cx } from '@linaria/core';
import type { Metric } from '../content/shapes.ts';
import { media } from '../styles/theme.ts';
import { raisedPanel } from '../styles/raisedPanel.ts';
import { columnCount } from '../styles/columnCount.ts';

const list = css`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* An odd last tile spans the row on small screens instead of leaving a hole. */
  & > div:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${media.lg} {
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
    & > div:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;

const tile = css`
  display: flex;
  flex-direction: column;
  container-type: inline-size;
  padding: var(--space-5) var(--space-4);
  ${raisedPanel}
  & dt {
    order: 2;
    color: var(--color-ink);
    font-weight: 650;
    line-height: var(--leading-snug);
  }
  & dd {
    margin: 0;
  }
`;

const value = css`
  order: 1;
  color: var(--color-primary);
  /* A figure never breaks ('300%' over '+'): it shrinks to fit a narrow tile instead. */
  font-size: min(var(--text-3xl), 22cqi);
  white-space: nowrap;
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1.1;
  margin-bottom: var(--space-2);
`;

const note = css`
  order: 3;
  margin-top: var(--space-2);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

/** Key figures as a description list: the value is announced with its label. */
export function MetricTiles({ metrics }: { metrics: readonly Metric[] }) {
  return (
    <dl className={cx(list, columnCount(metrics.length, 2, 4))}>
      {metrics.map((metric) => (
        <div key={metric.label} className={tile}>
          <dt>{metric.label}</dt>
          <dd className={value}>{metric.value}</dd>
          {metric.description ? <dd className={note}>{metric.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
