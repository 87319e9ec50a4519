import { css } from '@linaria/core';
import { ExternalLink } from 'lucide-react';
import { Container } from '../components/Container.tsx';
import type { BookingContent } from '../content/booking.ts';
import { site } from '../site.ts';

const wrap = css`
  padding-block: var(--space-7) var(--section-padding);
`;

const intro = css`
  max-width: 46rem;
  margin-bottom: var(--space-6);
  & h1 {
    font-size: var(--text-3xl);
    margin-bottom: var(--space-3);
  }
  & p {
    color: var(--color-text-muted);
    font-size: var(--text-lg);
  }
`;

const frame = css`
  width: 100%;
  min-height: 800px;
  height: 800px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface-muted);
`;

const fallback = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  margin-top: var(--space-4);
  /* A secondary hint: at the small size it keeps one line on a 390 px phone. */
  font-size: var(--text-sm);
  & svg {
    width: 1rem;
    height: 1rem;
  }
`;

/** The target of every booking button: the embedded scheduler, with a plain-link fallback. */
export default function BookingPage({ content }: { content: BookingContent }) {
  return (
    <Container className={wrap}>
      <div className={intro}>
        <h1>{content.heading}</h1>
        <p>{content.lead}</p>
      </div>
      <iframe
        className={frame}
        src={site.scheduler.url}
        title={content.frameTitle}
        loading="lazy"
      />
      <a className={fallback} href={site.scheduler.url} target="_blank" rel="noopener noreferrer">
        {content.fallbackLink}
        <ExternalLink aria-hidden="true" focusable="false" />
      </a>
    </Container>
  );
}
