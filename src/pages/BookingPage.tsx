import { css } from '@linaria/core';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import { Container } from '../components/Container.tsx';
import type { BookingContent } from '../content/booking.ts';
import { phoneDisplayNoWrap, site } from '../site.ts';

const wrap = css`
  padding-block: var(--space-7) var(--section-padding);
`;

const intro = css`
  max-width: 46rem;
  margin-bottom: var(--space-5);
  & h1 {
    font-size: var(--text-3xl);
    margin-bottom: var(--space-3);
  }
  & p {
    color: var(--color-text-muted);
    font-size: var(--text-lg);
  }
`;

/* Above the frame, so all three ways are in the first screen whether or not the scheduler loads. */
const waysAround = css`
  margin-bottom: var(--space-4);
  font-size: var(--text-sm);
  & p {
    color: var(--color-text-muted);
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: var(--space-5);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 2.75rem;
    font-weight: 600;
  }
  & svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

/* The scheduler paints over the message; until then (or if it never can) the space says what it is for. */
const frameSpace = css`
  display: grid;
  min-height: 800px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface-muted);
  overflow: hidden;
  & > * {
    grid-area: 1 / 1;
  }
  & > p {
    align-self: start;
    justify-self: center;
    margin-top: var(--space-8);
    color: var(--color-text-muted);
  }
`;

const frame = css`
  width: 100%;
  height: 800px;
  border: 0;
  background: transparent;
`;

/** Ways to book that need nothing from the scheduler's provider. */
const otherWaysOf = (content: BookingContent) => [
  { href: site.scheduler.url, label: content.otherWays.newTab, Icon: ExternalLink, newTab: true },
  { href: `mailto:${site.emails.founder}`, label: site.emails.founder, Icon: Mail, newTab: false },
  { href: `tel:${site.phone.tel}`, label: phoneDisplayNoWrap, Icon: Phone, newTab: false },
];

/** The target of every booking button: the embedded scheduler, with the other ways to book above it. */
export default function BookingPage({ content }: { content: BookingContent }) {
  return (
    <Container className={wrap}>
      <div className={intro}>
        <h1>{content.heading}</h1>
        <p>{content.lead}</p>
      </div>
      <div className={waysAround}>
        <p>{content.otherWays.lead}</p>
        <ul>
          {otherWaysOf(content).map(({ href, label, Icon, newTab }) => (
            <li key={href}>
              <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                <Icon aria-hidden="true" focusable="false" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={frameSpace}>
        <p>{content.loading}</p>
        <iframe
          className={frame}
          src={site.scheduler.url}
          title={content.frameTitle}
          loading="lazy"
        />
      </div>
    </Container>
  );
}
