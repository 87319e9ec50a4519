import { css } from '@linaria/core';
import { ExternalLink, MapPin } from 'lucide-react';
import { actionLink } from '../../components/actionLink.ts';
import { Card } from '../../components/Card.tsx';
import { MailLink, PhoneLink } from '../../components/ContactLinks.tsx';
import { NewTabNote } from '../../components/NewTabNote.tsx';
import { Prose } from '../../components/Prose.tsx';
import { site } from '../../site.ts';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { bareList } from '../../styles/bareList.ts';

const officeLayout = css`
  display: grid;
  gap: var(--space-6);
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const officeCard = css`
  & address {
    font-style: normal;
    color: var(--color-text);
  }
  & ul {
    display: grid;
    gap: var(--space-1);
    ${bareList}
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

/** The office: a few paragraphs beside a card with the address (from the site settings), the phone, the founder's e-mail and a map link. */
export function OfficeBlock({ block }: BlockProps<'office'>) {
  return (
    <div className={officeLayout}>
      <Prose paragraphs={block.paragraphs} />
      <Card className={officeCard} title={block.cardTitle} icon="building">
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
              <PhoneLink />
            </li>
            <li>
              <MailLink email={site.emails.founder} />
            </li>
          </ul>
        </address>
        <a className={actionLink} href={site.office.mapUrl} target="_blank" rel="noopener noreferrer">
          {block.mapLink}
          <NewTabNote />
          <ExternalLink aria-hidden="true" focusable="false" />
        </a>
      </Card>
    </div>
  );
}
