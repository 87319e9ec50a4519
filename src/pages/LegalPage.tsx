import { css } from '@linaria/core';
import { Container } from '../components/Container.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Hero } from '../components/Hero.tsx';
import { InlineText, RichText } from '../components/RichText.tsx';
import { useSharedWords } from '../components/SharedWords.tsx';
import { formatLongDate } from '../content/blog/formatDate.ts';
import type { LegalDocument } from '../content/legal.ts';
import { renderNearViewport } from '../styles/renderNearViewport.ts';
import { media } from '../styles/theme.ts';

const layout = css`
  display: grid;
  gap: var(--space-7);
  padding-block: var(--section-padding);
  ${media.lg} {
    grid-template-columns: 17rem minmax(0, 46rem);
    justify-content: space-between;
    align-items: start;
  }
`;

const toc = css`
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface-muted);
  font-size: var(--text-sm);
  ${media.lg} {
    position: sticky;
    top: calc(var(--header-height) + var(--space-5));
  }
  & h2 {
    margin-bottom: var(--space-3);
    font-size: var(--text-base);
  }
  & ol {
    display: grid;
    gap: var(--space-1);
    margin: 0;
    padding-left: 1.4rem;
  }
  & a {
    display: block;
    padding: var(--space-1) 0;
    color: var(--color-text);
    text-decoration: none;
  }
  & a:hover {
    color: var(--color-primary);
    text-decoration: underline;
  }
`;

const article = css`
  & > p {
    color: var(--color-text-muted);
    font-size: var(--text-lg);
  }
`;

const section = css`
  padding-top: var(--space-7);
  ${renderNearViewport('30rem')}
  & h2 {
    margin-bottom: var(--space-4);
    font-size: var(--text-2xl);
  }
  & p + p,
  & p + ul,
  & ul + p {
    margin-top: var(--space-4);
  }
  & ul {
    display: grid;
    gap: var(--space-2);
    margin-bottom: 0;
    padding-left: 1.4rem;
  }
`;

const contactBox = css`
  margin-top: var(--space-7);
  padding: var(--space-5);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-md);
  background: var(--color-primary-soft);
  & a {
    font-weight: 650;
  }
`;

/**
 * The Privacy Policy and the Terms of Service: one layout, the document passed in by the route: a
 * table of contents, numbered anchored sections and a closing contact link.
 */
export default function LegalPage({ document }: { document: LegalDocument }) {
  const { legalPages: words } = useSharedWords();
  return (
    <>
      <Hero
        eyebrow={words.eyebrow}
        title={document.title}
        lead={
          <>
            {`${words.lastUpdated} `}
            <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated)}</time>
          </>
        }
      />
      <Container className={layout}>
        <nav className={toc} aria-labelledby="legal-contents-heading">
          <h2 id="legal-contents-heading">{words.contents}</h2>
          <ol>
            {document.sections.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={article} aria-label={document.title}>
          <p>{document.intro}</p>
          {document.sections.map((entry, index) => (
            <section key={entry.id} id={entry.id} className={section} aria-labelledby={`${entry.id}-heading`}>
              <h2 id={`${entry.id}-heading`}>
                {index + 1}. {entry.heading}
              </h2>
              <RichText text={entry.body} />
            </section>
          ))}
          <div className={contactBox}>
            <p>
              <InlineText text={document.contactNote} />
            </p>
          </div>
        </article>
      </Container>
      <CtaBand {...words.cta} />
    </>
  );
}
