import { css } from '@linaria/core';
import { ArrowRight, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { paths } from '../paths.ts';
import { BookingButton } from '../components/BookingButton.tsx';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { QrCode } from '../components/QrCode.tsx';
import { Section } from '../components/Section.tsx';
import { contactOptions, contactReasons, office } from '../content/contact.ts';
import type { ContactOption } from '../content/types.ts';
import { absoluteUrl, phoneDisplayNoWrap, site } from '../site.ts';
import { media } from '../styles/theme.ts';
import { NewTabNote } from '../components/NewTabNote.tsx';

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
} satisfies Record<ContactOption['kind'], string>;

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
  background: #fff;
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

/** The body of one 'Get in touch' card: the action link, the embedded scheduler or the QR code. */
function ContactAction({ option }: { option: ContactOption }) {
  switch (option.kind) {
    case 'link':
      return (
        <a className={actionLink} href={option.href}>
          <Mail aria-hidden="true" focusable="false" />
          {option.contactText}
        </a>
      );
    case 'calendar':
      return (
        <>
          <iframe
            className={calendarFrame}
            src={site.scheduler.url}
            title={`Schedule a strategy call with ${site.founder.name}`}
            loading="lazy"
          />
          <a className={actionLink} href={paths.booking}>
            {option.contactText}
            <ArrowRight aria-hidden="true" focusable="false" />
          </a>
        </>
      );
    case 'qr':
      return (
        <>
          <a className={qrLink} href={paths.booking}>
            <QrCode
              value={bookingUrl}
              label={`QR code that opens the page to book a strategy call with ${site.founder.name} (${bookingUrl})`}
            />
          </a>
          <a className={actionLink} href={paths.booking}>
            {option.contactText}
            <ArrowRight aria-hidden="true" focusable="false" />
          </a>
        </>
      );
  }
}

export default function ContactPage() {
  return (
    <ContentPage
      hero={{
        eyebrow: 'Contact',
        title: "Let's talk about your growth",
        lead: `Whether you are weighing a fractional CMO, fixing a stalled pipeline or planning a launch, we would like to hear about it. Send us a note, call, or book a free strategy call with ${site.founder.firstName} directly.`,
        actions: <BookingButton size="lg" />,
      }}
      cta={{
        title: 'Prefer to talk it through?',
        text: `A free 30-minute strategy call is the fastest way to find out whether we are the right fit. No pitch deck, just an honest look at your pipeline and the next ${site.claims.daysToFirstResults} days.`,
      }}
    >
      <Section
        id="why-choose-us"
        eyebrow="Senior leadership where you need it"
        title="Why Choose Us"
        intro="Clients come to us for one of four reasons. Whichever brings you here, you work directly with an experienced executive, not a junior account team."
      >
        <CardGrid
          items={contactReasons}
          columns={4}
          itemKey={(reason) => reason.title}
          renderItem={(reason) => (
            <Card
              title={reason.title}
              description={reason.description}
              icon={reason.icon}
              link={{ href: reason.href, label: 'Learn More' }}
            />
          )}
        />
      </Section>

      <Section
        id="get-in-touch"
        tone="muted"
        eyebrow="Reach us"
        title="Get in touch"
        intro="Choose whatever suits you best. Every message and booking reaches our team directly."
      >
        <ul className={optionsGrid}>
          {contactOptions.map((option) => (
            <li key={option.kind} className={area[option.kind]}>
              <Card title={option.title} description={option.description} icon={option.icon}>
                <ContactAction option={option} />
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="office"
        eyebrow="Visit"
        title="Our Office"
        align="start"
      >
        <div className={officeLayout}>
          <div className={officeText}>
            <p>
              {site.name} is based in {site.office.city}, {site.office.regionName}, and works with clients across the
              United States and around the world. Most of our work happens remotely, in your tools and your meetings.
            </p>
            <p>
              Visiting {site.office.city}? We are happy to meet in person by appointment; book a call or e-mail us first
              so we can make sure {site.founder.firstName} is in the office.
            </p>
          </div>
          <Card className={officeCard} title={`${site.office.city}, ${site.office.regionName}`} icon="building">
            <address>
              <p className={addressLine}>
                <MapPin aria-hidden="true" focusable="false" />
                <span>
                  {office.address}
                  <br />
                  {office.city}
                  <br />
                  {office.country}
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
            <a className={actionLink} href={office.mapUrl} target="_blank" rel="noopener noreferrer">
              Open in Google Maps
              <NewTabNote />
              <ExternalLink aria-hidden="true" focusable="false" />
            </a>
          </Card>
        </div>
      </Section>
    </ContentPage>
  );
}
