import { css } from '@linaria/core';
import { ArrowRight, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { paths } from '../paths.ts';
import type { BookingPlace } from '../components/bookingDom.ts';
import { BookingButton } from '../components/BookingButton.tsx';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { QrCode } from '../components/QrCode.tsx';
import { Section } from '../components/Section.tsx';
import type { ContactContent } from '../content/contact.ts';
import { absoluteUrl, phoneDisplayNoWrap, schedulerAddress, site } from '../site.ts';
import { media } from '../styles/theme.ts';
import { NewTabNote } from '../components/NewTabNote.tsx';
import { speculationDom } from '../components/speculationDom.ts';

const optionsGrid = css`
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
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

const actionLink = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 2.75rem;
  font-weight: 650;
  overflow-wrap: anywhere;
  & svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

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

const officeLayout = css`
  display: grid;
  gap: var(--space-6);
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const officeText = css`
  display: grid;
  gap: var(--space-4);
  color: var(--color-text-muted);
  font-size: var(--text-lg);
`;

const officeCard = css`
  & address {
    font-style: normal;
    color: var(--color-text);
  }
  & ul {
    display: grid;
    gap: var(--space-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 2.5rem;
    overflow-wrap: anywhere;
  }
  & li svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

const addressLine = css`
  display: flex;
  gap: var(--space-2);
  & svg {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.3em;
    color: var(--color-primary);
  }
`;

const bookingUrl = absoluteUrl(paths.booking);

/** The calendar card's frame and links: its bookings name this card as their control. */
const contactCard: BookingPlace = 'contact-card';

type GetInTouch = ContactContent['getInTouch'];

/** The e-mail card's action: the general address. */
function EmailAction() {
  return (
    <a className={actionLink} href={`mailto:${site.emails.general}`}>
      <Mail aria-hidden="true" focusable="false" />
      {site.emails.general}
    </a>
  );
}

/** The booking card's action: the embedded scheduler, and a link to the booking page. */
function CalendarAction({ card }: { card: GetInTouch['calendar'] }) {
  return (
    <>
      <iframe className={calendarFrame} src={schedulerAddress({ medium: contactCard, content: paths.contact })} title={card.frameTitle} loading="lazy" />
      <a className={actionLink} href={paths.booking} {...{ [speculationDom.bookingAttr]: contactCard }}>
        {card.linkText}
        <ArrowRight aria-hidden="true" focusable="false" />
      </a>
    </>
  );
}

/** The QR card's action: a code that opens the booking page on a phone, and a link to it here. */
function QrAction({ card }: { card: GetInTouch['qr'] }) {
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

export default function ContactPage({ content }: { content: ContactContent }) {
  const { hero, whyChooseUs, getInTouch, office, cta } = content;
  const options = [
    { kind: 'link', card: getInTouch.email, action: <EmailAction /> },
    { kind: 'calendar', card: getInTouch.calendar, action: <CalendarAction card={getInTouch.calendar} /> },
    { kind: 'qr', card: getInTouch.qr, action: <QrAction card={getInTouch.qr} /> },
  ] as const;
  return (
    <ContentPage hero={{ ...hero, actions: <BookingButton place="hero" size="lg" /> }} cta={cta}>
      <Section id="why-choose-us" eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.title} intro={whyChooseUs.intro}>
        <CardGrid
          items={whyChooseUs.cards}
          columns={4}
          itemKey={(reason) => reason.title}
          renderItem={(reason) => (
            <Card title={reason.title} description={reason.description} icon={reason.icon} link={{ href: reason.href, label: whyChooseUs.linkLabel }} />
          )}
        />
      </Section>

      <Section id="get-in-touch" tone="muted" eyebrow={getInTouch.eyebrow} title={getInTouch.title} intro={getInTouch.intro}>
        <ul className={optionsGrid}>
          {options.map(({ kind, card, action }) => (
            <li key={kind} className={area[kind]}>
              <Card title={card.title} description={card.description} icon={card.icon}>
                {action}
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="office" eyebrow={office.eyebrow} title={office.title} intro={office.intro} align="start">
        <div className={officeLayout}>
          <div className={officeText}>
            {office.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Card className={officeCard} title={office.cardTitle} icon="building">
            <address>
              <p className={addressLine}>
                <MapPin aria-hidden="true" focusable="false" />
                <span>
                  {site.office.street}
                  <br />
                  {`${site.office.city}, ${site.office.region} ${site.office.postalCode}`}
                  <br />
                  {site.office.country}
                </span>
              </p>
              <ul>
                <li>
                  <a href={`tel:${site.phone.tel}`}>
                    <Phone aria-hidden="true" focusable="false" />
                    {phoneDisplayNoWrap}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${site.emails.founder}`}>
                    <Mail aria-hidden="true" focusable="false" />
                    {site.emails.founder}
                  </a>
                </li>
              </ul>
            </address>
            <a className={actionLink} href={site.office.mapUrl} target="_blank" rel="noopener noreferrer">
              {office.mapLink}
              <NewTabNote />
              <ExternalLink aria-hidden="true" focusable="false" />
            </a>
          </Card>
        </div>
      </Section>
    </ContentPage>
  );
}
