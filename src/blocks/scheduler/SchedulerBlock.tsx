import { css } from '@linaria/core';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { bookingDom } from '../../components/bookingDom.ts';
import { MailLink, PhoneLink } from '../../components/ContactLinks.tsx';
import { Container } from '../../components/Container.tsx';
import { schedulerAddress, site } from '../../site.ts';
import type { BlockOf } from '../library.ts';
import { bareList } from '../../styles/bareList.ts';

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

/* Where the invitation to book was: the first thing read once the call is booked. */
const confirmation = css`
  margin-top: var(--space-4);
  padding: var(--space-4) var(--space-5);
  border: 1px solid var(--color-success);
  border-radius: var(--radius-lg);
  background: var(--color-success-soft);
  & h2 {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    font-size: var(--text-xl);
    margin-bottom: var(--space-2);
  }
  & h2 svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    color: var(--color-success);
  }
  & p {
    color: var(--color-text);
    font-size: var(--text-base);
  }
  /* Focused by the script so it is announced; not a control, so no ring. */
  &:focus {
    outline: none;
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
    ${bareList}
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
  /* The frame the script adds, or the plain one a browser without script shows. */
  & iframe {
    width: 100%;
    height: 800px;
    border: 0;
    background: transparent;
  }
  & > p {
    align-self: start;
    justify-self: center;
    margin-top: var(--space-8);
    color: var(--color-text-muted);
  }
`;

const confirmationHeadingId = 'booking-confirmed';

/**
 * The top of the booking page: its headline, then the embedded scheduler with the other ways to book
 * above it. The script embeds the scheduler with where the visit came from (src/client/booking.ts);
 * without it, the plain frame. Once a call is booked, the confirmation takes the lead's place.
 */
export function SchedulerBlock({ block }: { block: BlockOf<'scheduler'> }) {
  const before = { [bookingDom.beforeBookingAttr]: '' };
  const after = { [bookingDom.confirmationAttr]: '', hidden: true };
  return (
    <Container className={wrap}>
      <div className={intro}>
        <h1>{block.heading}</h1>
        <p {...before}>{block.lead}</p>
        <section className={confirmation} aria-labelledby={confirmationHeadingId} tabIndex={-1} {...after}>
          <h2 id={confirmationHeadingId}>
            <CircleCheck aria-hidden="true" focusable="false" />
            {block.confirmation.heading}
          </h2>
          <p>{block.confirmation.nextSteps}</p>
        </section>
      </div>
      <div className={waysAround}>
        <p {...before}>{block.otherWays.lead}</p>
        <p {...after}>{block.confirmation.contactLead}</p>
        <ul>
          <li {...before}>
            <a href={schedulerAddress()} target="_blank" rel="noopener noreferrer" {...{ [bookingDom.schedulerLinkAttr]: '' }}>
              <ExternalLink aria-hidden="true" focusable="false" />
              {block.otherWays.newTab}
            </a>
          </li>
          <li>
            <MailLink email={site.emails.founder} />
          </li>
          <li>
            <PhoneLink />
          </li>
        </ul>
      </div>
      <div className={frameSpace} {...{ [bookingDom.frameAttr]: schedulerAddress(), [bookingDom.frameTitleAttr]: block.frameTitle }}>
        <p>{block.loading}</p>
        <noscript>
          <iframe src={schedulerAddress()} title={block.frameTitle} loading="lazy" />
        </noscript>
      </div>
    </Container>
  );
}
