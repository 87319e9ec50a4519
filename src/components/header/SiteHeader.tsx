import { css } from '@linaria/core';
import { Menu } from 'lucide-react';
import { media } from '../../styles/theme.ts';
import type { BookingPlace } from '../bookingDom.ts';
import { BookingButton } from '../BookingButton.tsx';
import { buttonClass } from '../Button.tsx';
import { LogoMark } from '../Logo.tsx';
import { speculationDom } from '../speculationDom.ts';
import { ariaCurrent } from './currentLink.ts';
import { headerDom, invokes } from './headerDom.ts';
import { MobileDrawer } from './MobileDrawer.tsx';
import type { SiteHeaderProps } from './navTypes.ts';
import { ServicesMenu } from './ServicesMenu.tsx';
import { bareList } from '../../styles/bareList.ts';

const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  height: var(--header-height);
  /* Opaque, no backdrop blur: a blurred backdrop is redrawn on every frame the page scrolls under
     the bar, for a tint that 94 % white hardly showed. */
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
`;

const inner = css`
  display: flex;
  align-items: center;
  gap: var(--space-5);
  height: 100%;
  max-width: calc(var(--container-width) + 2 * var(--container-gutter));
  margin: 0 auto;
  padding: 0 var(--container-gutter);
`;

const brand = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-3);
  margin-right: auto;
  color: var(--color-ink);
  font-weight: 750;
  font-size: 1.125rem;
  letter-spacing: -0.02em;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: var(--color-ink);
  }
  /* On a phone the mark alone, so the booking control fits beside Menu; the link keeps its name. */
  ${media.belowSm} {
    & > span {
      display: none;
    }
  }
`;

const desktopNav = css`
  display: none;
  ${media.lg} {
    display: block;
  }
  & > ul {
    display: flex;
    align-items: center;
    gap: var(--space-1);
    ${bareList}
  }
`;

const navLinkClass = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 var(--space-3);
  border-radius: var(--radius-sm);
  color: var(--color-text);
  font-size: var(--text-sm);
  font-weight: 560;
  text-decoration: none;
  &:hover {
    color: var(--color-primary);
    background: var(--color-surface-muted);
  }
  /* The page itself, or the section it belongs to. */
  &[aria-current] {
    color: var(--color-primary);
    box-shadow: inset 0 -2px 0 var(--color-primary);
  }
`;

const desktopCta = css`
  display: none;
  ${media.lg} {
    display: inline-flex;
  }
`;

/* Below the desktop layout: the booking control in short, beside Menu, so every first screen offers one. */
const compactCta = css`
  flex: none;
  padding-inline: 0.875rem;
  white-space: nowrap;
  ${media.lg} {
    display: none;
  }
  /* The smallest phones keep the label and drop the icon. */
  @media (max-width: 23.99rem) {
    & svg {
      display: none;
    }
  }
`;

/* Below the desktop layout only; snug sides, so it fits beside the booking control on a phone. */
const menuButton = buttonClass({
  variant: 'ghost',
  className: css`
    padding: 0 var(--space-3);
    font-weight: 600;
    & svg {
      width: 1.25rem;
      height: 1.25rem;
    }
    ${media.lg} {
      display: none;
    }
  `,
});

/**
 * Sticky site header: desktop navigation with the Services dropdown, and the mobile drawer. Plain
 * HTML that works on its own: Menu opens the drawer (a modal `<dialog>`) through an invoker command
 * and Services are native disclosures, so a tap answers at once, even before any script has run.
 * src/client/header/ adds what HTML cannot (hover, Escape and outside clicks for the dropdown, the
 * drawer's focus wrap and closing on link clicks).
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { brand: brandLink, links, services, booking, currentPath, words } = props;
  return (
    <>
      <header className={bar}>
        <div className={inner}>
          <a className={brand} href={brandLink.href} aria-label={`${brandLink.name}, ${words.home}`}>
            <LogoMark />
            <span>{brandLink.name}</span>
          </a>
          <nav className={desktopNav} aria-label={words.mainNav}>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  {link.href === services.href ? (
                    <ServicesMenu services={services} words={words} currentPath={currentPath} linkClassName={navLinkClass} />
                  ) : (
                    <a
                      className={navLinkClass}
                      href={link.href}
                      aria-current={ariaCurrent(link.href, currentPath)}
                    >
                      {link.name}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <a className={buttonClass({ className: desktopCta })} href={booking.href} {...{ [speculationDom.bookingAttr]: 'header' satisfies BookingPlace }}>
            {booking.name}
          </a>
          <BookingButton place="header" text={booking.shortName} className={compactCta} />
          <button
            type="button"
            className={menuButton}
            aria-haspopup="dialog"
            aria-controls={headerDom.drawerId}
            {...invokes(headerDom.drawerId, 'show-modal')}
          >
            <Menu aria-hidden="true" focusable="false" />
            {words.menu}
          </button>
        </div>
      </header>
      <MobileDrawer {...props} />
    </>
  );
}
