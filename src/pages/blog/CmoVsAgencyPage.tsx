import { css, cx } from '@linaria/core';
import { Compass, Layers, TriangleAlert } from 'lucide-react';
import type { CmoVsAgencyCopy, ComparisonSide } from '../../content/blog/articles/cmoVsAgency.ts';
import { media } from '../../styles/theme.ts';
import { ArticleSection, CopySection, Markdown, wideClass } from './ArticleSection.tsx';
import { ArticleShell, type ArticlePageProps } from './ArticleShell.tsx';
import { raisedPanel } from '../../styles/raisedPanel.ts';
import { iconTile } from '../../styles/iconTile.ts';

const sideIcon = { cmo: Compass, agency: Layers } satisfies Record<ComparisonSide, unknown>;

/** Each side keeps one colour through the whole page, so the comparison reads at a glance. */
const sideTone = {
  cmo: css`
    --side-colour: var(--color-primary);
    --side-soft: var(--color-primary-soft);
  `,
  agency: css`
    --side-colour: var(--color-accent-strong);
    --side-soft: var(--color-accent-soft);
  `,
} satisfies Record<ComparisonSide, string>;

const pair = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-4);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const summaryCard = css`
  padding: var(--space-5);
  ${raisedPanel}
  border-top: 5px solid var(--side-colour);
  & h3 {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    font-size: var(--text-xl);
  }
  & dl {
    display: grid;
    gap: var(--space-3);
    margin: var(--space-4) 0 0;
  }
  & dt {
    color: var(--side-colour);
    font-size: var(--text-xs);
    font-weight: 750;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  & dd {
    margin: var(--space-1) 0 0;
  }
`;

const iconWrap = css`
  ${iconTile('2.5rem', '1.3rem')}
  background: var(--side-soft);
  color: var(--side-colour);
`;

const table = css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--text-sm);
  line-height: var(--leading-snug);
  & th,
  & td {
    padding: var(--space-4);
    text-align: left;
    vertical-align: top;
  }
  & thead th {
    color: var(--color-on-dark);
    font-size: var(--text-base);
  }
  & thead th:first-child {
    background: var(--color-surface-dark);
    border-radius: var(--radius-md) 0 0 0;
  }
  & thead th:nth-child(2) {
    background: var(--color-primary);
  }
  & thead th:last-child {
    background: var(--color-accent-strong);
    border-radius: 0 var(--radius-md) 0 0;
  }
  & tbody th {
    width: 22%;
    background: var(--color-surface-muted);
    color: var(--color-ink);
  }
  & tbody tr + tr > * {
    border-top: 1px solid var(--color-border);
  }
  & tbody td:nth-child(2) {
    background: var(--color-primary-wash);
  }
  & tbody td:last-child {
    background: var(--color-accent-mist);
  }
  /* Phones: each row becomes a card with both answers labelled. */
  ${media.belowLg} {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    & tbody,
    & tr,
    & tbody th,
    & td {
      display: block;
      width: auto;
    }
    & tr {
      overflow: hidden;
      border: 1px solid var(--color-border);
      border-radius: var(--radius-md);
    }
    & tr + tr {
      margin-top: var(--space-3);
    }
    & tbody tr + tr > * {
      border-top: 0;
    }
    & tbody th {
      font-size: var(--text-base);
    }
    & td::before {
      content: attr(data-label);
      display: block;
      margin-bottom: var(--space-1);
      font-size: var(--text-xs);
      font-weight: 750;
      letter-spacing: 0.06em;
      text-transform: uppercase;
    }
    & td:nth-child(2)::before {
      color: var(--color-primary);
    }
    & td:last-child::before {
      color: var(--color-accent-strong);
    }
  }
`;

const choosePair = css`
  align-items: start;
  margin-top: var(--space-8);
  & > div > section {
    height: 100%;
    margin-top: 0;
    padding: var(--space-5);
    border-radius: var(--radius-lg);
    background: var(--side-soft);
  }
`;

const checklist = css`
  max-width: 46rem;
  margin: var(--space-5) auto 0;
  padding: 0;
  list-style: none;
  counter-reset: question;
  & > li {
    position: relative;
    padding: var(--space-4) var(--space-4) var(--space-4) 3.75rem;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    counter-increment: question;
  }
  & > li + li {
    margin-top: var(--space-3);
  }
  & > li::before {
    content: counter(question);
    position: absolute;
    top: var(--space-4);
    left: var(--space-4);
    display: grid;
    place-items: center;
    width: 1.9rem;
    height: 1.9rem;
    border-radius: 50%;
    background: var(--color-primary);
    color: var(--color-on-dark);
    font-size: var(--text-sm);
    font-weight: 750;
  }
  & h3 {
    font-size: var(--text-lg);
    line-height: var(--leading-snug);
  }
  & h3 + div {
    margin-top: var(--space-2);
  }
`;

const flags = css`
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-left: 5px solid var(--side-colour);
  border-radius: var(--radius-md);
  & h3 {
    font-size: var(--text-lg);
  }
  & ul {
    display: grid;
    gap: var(--space-2);
    margin: var(--space-3) 0 0;
    padding: 0;
    list-style: none;
  }
  & li {
    display: flex;
    gap: var(--space-2);
  }
  & svg {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.2em;
    color: var(--side-colour);
  }
`;

/** The two options, in the order the article sets them side by side. */
const sides = ['cmo', 'agency'] as const satisfies readonly ComparisonSide[];

/** What the summary says of each option, in order. */
const summaryRows = ['buy', 'owns', 'bestWhen'] as const;

/** Post 8: fractional CMO and marketing agency compared side by side, in the shared article shell. */
export default function CmoVsAgencyPage({ copy, ...props }: ArticlePageProps & { copy: CmoVsAgencyCopy }) {
  const { summary } = copy;
  return (
    <ArticleShell {...props}>
      <Markdown source={copy.intro} />

      <ArticleSection id={copy.summary.id} title={copy.summary.title} wide>
        <div className={pair}>
          {sides.map((side) => {
            const Icon = sideIcon[side];
            const option = summary[side];
            return (
              <div key={side} className={cx(summaryCard, sideTone[side])}>
                <h3>
                  <span className={iconWrap}>
                    <Icon aria-hidden="true" focusable="false" />
                  </span>
                  {option.name}
                </h3>
                <dl>
                  {summaryRows.map((row) => (
                    <div key={row}>
                      <dt>{summary.labels[row]}</dt>
                      <dd>{option[row]}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            );
          })}
        </div>
      </ArticleSection>

      <ArticleSection id={copy.comparison.id} title={copy.comparison.title} lead={copy.comparison.lead} wide>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{copy.comparison.question}</th>
              <th scope="col">{summary.cmo.name}</th>
              <th scope="col">{summary.agency.name}</th>
            </tr>
          </thead>
          <tbody>
            {copy.comparison.rows.map((row) => (
              <tr key={row.dimension}>
                <th scope="row">{row.dimension}</th>
                <td data-label={summary.cmo.name}>{row.cmo}</td>
                <td data-label={summary.agency.name}>{row.agency}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ArticleSection>

      <div className={cx(pair, choosePair, wideClass)}>
        {sides.map((side) => (
          <div key={side} className={sideTone[side]}>
            <CopySection section={copy.choose[side]} />
          </div>
        ))}
      </div>

      <CopySection section={copy.costs} />
      <CopySection section={copy.firstNinetyDays} />
      <CopySection section={copy.both} />

      <ArticleSection id={copy.checklist.id} title={copy.checklist.title} lead={copy.checklist.lead}>
        <ol className={checklist}>
          {copy.checklist.questions.map((entry) => (
            <li key={entry.question}>
              <h3>{entry.question}</h3>
              <Markdown source={entry.guidance} />
            </li>
          ))}
        </ol>
      </ArticleSection>

      <ArticleSection id={copy.redFlags.id} title={copy.redFlags.title} wide>
        <div className={pair}>
          {sides.map((side) => (
            <div key={side} className={cx(flags, sideTone[side])}>
              <h3>{copy.redFlags[side].name}</h3>
              <ul>
                {copy.redFlags[side].items.map((entry) => (
                  <li key={entry}>
                    <TriangleAlert aria-hidden="true" focusable="false" />
                    {entry}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </ArticleSection>

      <CopySection section={copy.closing} />
    </ArticleShell>
  );
}
