import { css, cx } from '@linaria/core';
import type { CanvasArea, LeanCanvasCopy } from '../../content/blog/articles/leanCanvas.ts';
import { spanOddLastItem } from '../../components/CardGrid.tsx';
import { media } from '../../styles/theme.ts';
import { ArticleSection, CopySection, Markdown } from './ArticleSection.tsx';
import { ArticleShell, type ArticlePageProps } from './ArticleShell.tsx';
import { proseClass } from './Prose.tsx';
import { bareList } from '../../styles/bareList.ts';

const canvas = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-3);
  margin: var(--space-6) 0 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* In two columns the ninth block spans the row. */
  ${media.belowLg} {
    ${spanOddLastItem}
  }
  ${media.lg} {
    grid-template-columns: repeat(10, minmax(0, 1fr));
    grid-template-areas:
      'problem problem solution solution uvp uvp advantage advantage segments segments'
      'problem problem metrics metrics uvp uvp channels channels segments segments'
      'costs costs costs costs costs revenue revenue revenue revenue revenue';
  }
`;

const canvasFigure = css`
  margin: var(--space-6) 0 0;
  padding: var(--space-4);
  border-radius: var(--radius-lg);
  background: var(--color-surface-dark);
  ${media.lg} {
    padding: var(--space-5);
  }
  & > ol {
    ${bareList}
  }
`;

const caption = css`
  margin-top: var(--space-4);
  color: var(--color-text-inverse-muted);
  font-size: var(--text-sm);
  text-align: center;
`;

const block = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  font-size: var(--text-sm);
  line-height: var(--leading-snug);
  & h3 {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    font-size: var(--text-base);
  }
  & ul {
    display: grid;
    gap: var(--space-2);
    margin: var(--space-1) 0 0;
    padding-left: 1.1rem;
  }
  & li::marker {
    color: var(--color-primary);
  }
`;

const highlight = css`
  background: var(--color-accent-soft);
  box-shadow: inset 0 0 0 2px var(--color-accent);
`;

const order = css`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 1.6rem;
  height: 1.6rem;
  border-radius: 50%;
  background: var(--color-primary);
  color: var(--color-on-dark);
  font-size: var(--text-xs);
  font-weight: 750;
`;

const question = css`
  color: var(--color-text-muted);
  font-style: italic;
`;

/** Where each block sits on the desktop canvas; on smaller screens blocks follow the fill order. */
const areaClass = {
  problem: css`${media.lg} { grid-area: problem; }`,
  solution: css`${media.lg} { grid-area: solution; }`,
  metrics: css`${media.lg} { grid-area: metrics; }`,
  uvp: css`${media.lg} { grid-area: uvp; }`,
  advantage: css`${media.lg} { grid-area: advantage; }`,
  channels: css`${media.lg} { grid-area: channels; }`,
  segments: css`${media.lg} { grid-area: segments; }`,
  costs: css`${media.lg} { grid-area: costs; }`,
  revenue: css`${media.lg} { grid-area: revenue; }`,
} satisfies Record<CanvasArea, string>;

const steps = css`
  max-width: 46rem;
  margin: var(--space-5) auto 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  & > li + li {
    margin-top: var(--space-5);
  }
  & h3 {
    display: flex;
    align-items: center;
    gap: var(--space-3);
    font-size: var(--text-xl);
  }
  & h3 + div {
    margin-top: var(--space-2);
  }
`;

const testTable = css`
  max-width: 46rem;
  margin-inline: auto;
`;

/** Post 7: a visual Lean Canvas with a worked B2B example, in the shared article shell. */
export default function LeanCanvasPage({ copy, ...props }: ArticlePageProps & { copy: LeanCanvasCopy }) {
  const blocksInOrder = [...copy.blocks].sort((a, b) => a.order - b.order);
  return (
    <ArticleShell {...props}>
      <Markdown source={copy.intro} />

      <ArticleSection id={copy.example.id} title={copy.example.title} lead={copy.example.lead} wide>
        <figure className={canvasFigure}>
          <ol className={canvas}>
            {blocksInOrder.map((entry) => (
              <li key={entry.area} className={cx(block, areaClass[entry.area], entry.area === 'uvp' && highlight)}>
                <h3>
                  <span className={order} aria-hidden="true">
                    {entry.order}
                  </span>
                  {entry.title}
                </h3>
                <p className={question}>{entry.question}</p>
                <ul>
                  {entry.example.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <figcaption className={caption}>{copy.example.caption}</figcaption>
        </figure>
      </ArticleSection>

      <ArticleSection id={copy.fillOrder.id} title={copy.fillOrder.title} lead={copy.fillOrder.lead}>
        <ol className={steps}>
          {blocksInOrder.map((entry) => (
            <li key={entry.area}>
              <h3>
                <span className={order} aria-hidden="true">
                  {entry.order}
                </span>
                {entry.title}
              </h3>
              <Markdown source={entry.guidance} />
            </li>
          ))}
        </ol>
      </ArticleSection>

      {copy.sections.map((section) => (
        <CopySection key={section.id} section={section} />
      ))}

      <ArticleSection id={copy.tests.id} title={copy.tests.title} lead={copy.tests.lead}>
        <div className={cx(proseClass, testTable)}>
          <section className="table-scroll" aria-label={copy.tests.tableLabel} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{copy.tests.headers.assumption}</th>
                  <th scope="col">{copy.tests.headers.test}</th>
                  <th scope="col">{copy.tests.headers.signal}</th>
                </tr>
              </thead>
              <tbody>
                {copy.tests.rows.map((row) => (
                  <tr key={row.assumption}>
                    <td>{row.assumption}</td>
                    <td>{row.test}</td>
                    <td>{row.signal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
        <Markdown source={copy.tests.outro} />
      </ArticleSection>

      {copy.closing.map((section) => (
        <CopySection key={section.id} section={section} />
      ))}
    </ArticleShell>
  );
}
