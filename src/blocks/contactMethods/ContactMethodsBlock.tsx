import { css } from '@linaria/core';
import { ArrowRight } from 'lucide-react';
import { actionLink } from '../../components/actionLink.ts';
import type { BookingPlace } from '../../components/bookingDom.ts';
import { Card } from '../../components/Card.tsx';
import { MailLink } from '../../components/ContactLinks.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import { speculationDom } from '../../components/speculationDom.ts';
import { paths } from '../../paths.ts';
import { absoluteUrl, schedulerAddress, site } from '../../site.ts';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { bareList } from '../../styles/bareList.ts';

const optionsGrid = css`
  display: grid;
  gap: var(--space-5);
  ${bareList}
  grid-template-areas: 'link' 'calendar' 'qr';
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.6fr);
    grid-template-areas: 'link calendar' 'qr calendar';
  }
  & > li {
    display: flex;
  }
`;

const area = {
  link: css`
    grid-area: link;
  `,
  calendar: css`
    grid-area: calendar;
  `,
  qr: css`
    grid-area: qr;
  `,
} as const;

const calendarFrame = css`
  width: 100%;
  height: 40rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);
`;

const qrLink = css`
  display: block;
  width: min(13rem, 100%);
  padding: var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  & svg {
    width: 100%;
    height: auto;
  }
`;

const bookingUrl = absoluteUrl(paths.booking);

/** The calendar card's frame and links: its bookings name this card as their control. */
const contactCard: BookingPlace = 'contact-card';

type Methods = BlockProps<'contactMethods'>['block'];

/** The booking card's action: the embedded scheduler (its bookings counted as from `path`), and a link to the booking page. */
function CalendarAction({ card, path }: { card: Methods['calendar']; path: string }) {
  return (
    <>
      <iframe className={calendarFrame} src={schedulerAddress({ medium: contactCard, content: path })} title={card.frameTitle} loading="lazy" />
      <a className={actionLink} href={paths.booking} {...{ [speculationDom.bookingAttr]: contactCard }}>
        {card.linkText}
        <ArrowRight aria-hidden="true" focusable="false" />
      </a>
    </>
  );
}

/** The QR card's action: a code that opens the booking page on a phone, and a link to it here. */
function QrAction({ card }: { card: Methods['qr'] }) {
  return (
    <>
      {/* The link is named on itself: checkers that do not read an SVG's name inside a link find it empty otherwise. */}
      <a className={qrLink} href={paths.booking} aria-label={`${card.codeLabel} (${bookingUrl})`} {...{ [speculationDom.bookingAttr]: 'qr-code' satisfies BookingPlace }}>
        <QrCode value={bookingUrl} label={`${card.codeLabel} (${bookingUrl})`} />
      </a>
      <a className={actionLink} href={paths.booking} {...{ [speculationDom.bookingAttr]: contactCard }}>
        {card.linkText}
        <ArrowRight aria-hidden="true" focusable="false" />
      </a>
    </>
  );
}

/** Three ways to reach the team: the e-mail address, the embedded booking calendar and a QR code that opens the booking page. */
export function ContactMethodsBlock({ block, path }: BlockProps<'contactMethods'>) {
  const options = [
    { kind: 'link', card: block.email, action: <MailLink email={site.emails.general} className={actionLink} /> },
    { kind: 'calendar', card: block.calendar, action: <CalendarAction card={block.calendar} path={path} /> },
    { kind: 'qr', card: block.qr, action: <QrAction card={block.qr} /> },
  ] as const;
  return (
    <ul className={optionsGrid}>
      {options.map(({ kind, card, action }) => (
        <li key={kind} className={area[kind]}>
          <Card title={card.title} description={card.description} icon={card.icon}>
            {action}
          </Card>
        </li>
      ))}
    </ul>
  );
}
