import { css } from '@linaria/core';
import { MapPin } from 'lucide-react';
import { paths } from '../paths.ts';
import { menuPages, primaryLinksOf, type MenuPages } from '../navigation.ts';
import type { NavLink } from './header/navTypes.ts';
import { media } from '../styles/theme.ts';
import { renderNearViewport } from '../styles/renderNearViewport.ts';
import { officeAddressLine, site } from '../site.ts';
import { Container } from './Container.tsx';
import { MailLink, PhoneLink } from './ContactLinks.tsx';
import { heroDom } from './heroDom.ts';
import { useSharedWords } from './SharedWords.tsx';
import { LogoMark } from './Logo.tsx';
import { LinkedInIcon, TwitterIcon } from './SocialIcons.tsx';
import { pageDom } from './pageDom.ts';
import { bareList } from '../styles/bareList.ts';

/*
 * Always far below the first screen, the footer waits offscreen like the light sections
 * (renderNearViewport): laid out with the page, its 89 elements cost every page's first paint.
 * Each estimate holds its content at the narrowest width it applies to, with two lines to spare for
 * the owner's next link, so the skipped text lies on the footer's own dark background for contrast
 * checkers.
 */
const footer = css`
  background: var(--color-surface-dark);
  color: var(--color-text-inverse-muted);
  font-size: var(--text-sm);
  padding: var(--space-8) 0 var(--space-5);
  --estimated-height: 86.5rem;
  ${media.sm} {
    --estimated-height: 83.25rem;
  }
  ${media.md} {
    --estimated-height: 53.25rem;
  }
  ${media.lg} {
    --estimated-height: 35.75rem;
  }
  ${renderNearViewport('var(--estimated-height)')}
  & a {
    color: var(--color-text-inverse);
    text-decoration: none;
  }
  & a:hover {
    color: var(--color-on-dark);
    text-decoration: underline;
  }
  & h2 {
    color: var(--color-on-dark);
    font-size: var(--text-base);
    margin-bottom: var(--space-3);
  }
  & ul {
    ${bareList}
  }
  & li a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 2.25rem;
  }
`;

const grid = css`
  display: grid;
  gap: var(--space-6);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: 1.4fr 1fr 1.2fr 1.4fr;
  }
`;

const brand = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-3);
  margin-bottom: var(--space-3);
  font-size: var(--text-lg);
  font-weight: 750;
`;

const social = css`
  display: flex;
  gap: var(--space-2);
  margin-top: var(--space-4);
  & a {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: var(--radius-sm);
    background: var(--color-surface-dark-raised);
  }
`;

const contactList = css`
  & svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    color: var(--color-accent);
  }
  & address {
    display: flex;
    gap: var(--space-2);
    font-style: normal;
    padding-top: var(--space-2);
    color: var(--color-text-inverse);
  }
  & address svg {
    margin-top: 0.25em;
  }
`;

const bottom = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: var(--space-3);
  margin-top: var(--space-7);
  padding-top: var(--space-5);
  border-top: 1px solid var(--color-surface-dark-raised);
  & ul {
    display: flex;
    gap: var(--space-4);
  }
`;

/** A list of links, one an item: the footer's site map, its services and its legal pages. */
function LinkList({ links }: { links: readonly NavLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.name}</a>
        </li>
      ))}
    </ul>
  );
}

/** Site footer: site map (the no-JS menu target), contact data, social profiles and legal links. */
export function SiteFooter({ buildYear, services, pages = menuPages }: { buildYear: number; services: readonly NavLink[]; pages?: MenuPages }) {
  const { footer: words, navigation, newTab } = useSharedWords();
  const companyLinks = [
    { name: navigation.home, href: `${paths.home}#${heroDom.id}` },
    ...primaryLinksOf(navigation, pages.header).filter((link) => link.href !== paths.services),
    { name: navigation.pricing, href: paths.pricing },
    ...pages.footer,
  ];
  return (
    <footer className={footer}>
      <Container>
        <div className={grid}>
          <div>
            <p className={brand}>
              <LogoMark />
              {site.name}
            </p>
            <p>{words.blurb}</p>
            <div className={social}>
              <a href={site.social.linkedIn} target="_blank" rel="noopener noreferrer" aria-label={`${words.linkedIn} ${newTab}`}>
                <LinkedInIcon />
              </a>
              <a href={site.social.twitter} target="_blank" rel="noopener noreferrer" aria-label={`${words.twitter} ${newTab}`}>
                <TwitterIcon />
              </a>
            </div>
          </div>
          <nav id="site-map" aria-labelledby="footer-company-heading">
            <h2 id="footer-company-heading">{words.companyHeading}</h2>
            <LinkList links={companyLinks} />
          </nav>
          <nav aria-labelledby="footer-services-heading">
            <h2 id="footer-services-heading">
              <a href={paths.services}>{navigation.services}</a>
            </h2>
            <LinkList links={services} />
          </nav>
          <div id="contact" className={contactList}>
            <h2>{words.contactHeading}</h2>
            <ul>
              {[site.emails.general, site.emails.founder].map((email) => (
                <li key={email}>
                  <MailLink email={email} />
                </li>
              ))}
              <li>
                <PhoneLink />
              </li>
            </ul>
            <address>
              <MapPin aria-hidden="true" focusable="false" />
              <span>{officeAddressLine}</span>
            </address>
          </div>
        </div>
        <div className={bottom}>
          <p>
            © <span {...{ [pageDom.currentYearAttr]: '' }}>{buildYear}</span> {site.name}
            {`. ${words.rights}`}
          </p>
          <LinkList links={[{ name: navigation.privacy, href: paths.privacy }, { name: navigation.terms, href: paths.terms }]} />
        </div>
      </Container>
    </footer>
  );
}
