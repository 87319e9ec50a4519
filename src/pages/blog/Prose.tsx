import { css } from '@linaria/core';
import { renderNearViewport } from '../../styles/renderNearViewport.ts';
import { media } from '../../styles/theme.ts';

/** Width of the reading column (about 75 characters a line). */
export const articleMeasure = '46rem';

/** Long-form article typography: the Markdown bodies and the dedicated articles' prose. */
export const proseClass = css`
  max-width: ${articleMeasure};
  margin-inline: auto;
  color: var(--color-text);
  font-size: var(--text-base);
  line-height: 1.75;
  & > :first-child {
    margin-top: 0;
  }
  /* A Markdown body's h2 sections (see renderMarkdown), their height estimated from their word count. */
  --px-per-word: 6px;
  ${media.sm} {
    --px-per-word: 4.2px;
  }
  ${media.md} {
    --px-per-word: 3.65px;
  }
  ${renderNearViewport(['30rem', 'calc(attr(data-words type(<number>), 150) * var(--px-per-word))'], '& > section[data-words]')}
  & h2 {
    margin-top: var(--space-7);
    font-size: var(--text-2xl);
  }
  & h3 {
    margin-top: var(--space-6);
    font-size: var(--text-xl);
  }
  & h4 {
    margin-top: var(--space-5);
    font-size: var(--text-lg);
  }
  & .compound {
    white-space: nowrap;
  }
  & p,
  & ul,
  & ol,
  & blockquote,
  & .table-scroll {
    margin-top: var(--space-4);
    /* Spacing comes from margin-top alone, so a section's last list adds nothing below it. */
    margin-bottom: 0;
  }
  & ul,
  & ol {
    padding-left: 1.4rem;
  }
  & li + li {
    margin-top: var(--space-2);
  }
  & li::marker {
    color: var(--color-primary);
  }
  & strong {
    color: var(--color-ink);
    font-weight: 680;
  }
  & blockquote {
    margin-inline: 0;
    padding: var(--space-4) var(--space-5);
    border-left: 4px solid var(--color-accent);
    border-radius: 0 var(--radius-md) var(--radius-md) 0;
    background: var(--color-surface-muted);
    color: var(--color-ink);
    font-size: var(--text-lg);
    font-weight: 520;
  }
  & blockquote > p {
    margin: 0;
  }
  & .table-scroll {
    overflow-x: auto;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
  }
  & table {
    width: 100%;
    min-width: 34rem;
    border-collapse: collapse;
    font-size: var(--text-sm);
    line-height: var(--leading-snug);
  }
  & th,
  & td {
    padding: var(--space-3) var(--space-4);
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  & th {
    background: var(--color-surface-muted);
    color: var(--color-ink);
    font-weight: 680;
  }
  & tr:last-child td {
    border-bottom: 0;
  }
`;

/** Trusted HTML rendered from Markdown at build time. */
export function Prose({ html }: { html: string }) {
  return <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />;
}
