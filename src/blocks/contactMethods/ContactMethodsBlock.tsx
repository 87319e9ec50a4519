import { css } from '@linaria/core';
import QRCode from 'qrcode';
import { ArrowRight } from 'lucide-react';
import { actionLink } from '../../components/actionLink.ts';
import type { BookingPlace } from '../../components/bookingDom.ts';
import { Card } from '../../components/Card.tsx';
import { MailLink } from '../../components/ContactLinks.tsx';
import { speculationDom } from '../../components/speculationDom.ts';
import { paths } from '../../paths.ts';
import { absoluteUrl, schedulerAddress, site } from '../../site.ts';
import { colours, media } from '../../styles/theme.ts';
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

/** Modules of light border the QR standard asks for around the code, so scanners find it. */
const QUIET_ZONE = 4;

/**
 * The booking page's address as a QR code, drawn as inline SVG at build time from the `qrcode`
 * library's module matrix (one `h1v1h-1z` square a dark module, offset by the quiet zone), so it
 * needs no script, no image request and stays sharp at any size.
 */
function BookingQrCode({ label }: { label: string }) {
  const { modules } = QRCode.create(bookingUrl, { errorCorrectionLevel: 'M' });
  const size = modules.size + 2 * QUIET_ZONE;
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return (
    <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill={colours.surface} />
      <path d={squares.join('')} fill={colours.ink} />
    </svg>
  );
}

/**
 * Three ways to reach the team: the e-mail address, the embedded booking calendar (its bookings
 * counted as from `path`) and a QR code that opens the booking page on a phone; the last two with a
 * link to the booking page here.
 */
export function ContactMethodsBlock({ block, path }: BlockProps<'contactMethods'>) {
  const { calendar, qr } = block;
  const options = [
    { kind: 'link', card: block.email, action: <MailLink email={site.emails.general} className={actionLink} /> },
    {
      kind: 'calendar',
      card: calendar,
      action: <iframe className={calendarFrame} src={schedulerAddress({ medium: contactCard, content: path })} title={calendar.frameTitle} loading="lazy" />,
    },
    {
      kind: 'qr',
      card: qr,
      // The link is named on itself: checkers that do not read an SVG's name inside a link find it empty otherwise.
      action: (
        <a className={qrLink} href={paths.booking} aria-label={`${qr.codeLabel} (${bookingUrl})`} {...{ [speculationDom.bookingAttr]: 'qr-code' satisfies BookingPlace }}>
          <BookingQrCode label={`${qr.codeLabel} (${bookingUrl})`} />
        </a>
      ),
    },
  ] as const;
  return (
    <ul className={optionsGrid}>
      {options.map(({ kind, card, action }) => (
        <li key={kind} className={area[kind]}>
          <Card title={card.title} description={card.description} icon={card.icon}>
            {action}
            {'linkText' in card ? (
              <a className={actionLink} href={paths.booking} {...{ [speculationDom.bookingAttr]: contactCard }}>
                {card.linkText}
                <ArrowRight aria-hidden="true" focusable="false" />
              </a>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
