import { css, cx } from '@linaria/core';
import { ChevronDown, X } from 'lucide-react';
import { media } from '../../styles/theme.ts';
import type { BookingPlace } from '../bookingDom.ts';
import { buttonClass } from '../Button.tsx';
import { MailLink, PhoneLink } from '../ContactLinks.tsx';
import { speculationDom } from '../speculationDom.ts';
import { ariaCurrent } from './currentLink.ts';
import { headerDom, invokes } from './headerDom.ts';
import type { SiteHeaderProps } from './navTypes.ts';
import { bareList } from '../../styles/bareList.ts';

/*
 * A modal <dialog>: the browser draws it above the page with a dimmed backdrop, makes the page
 * behind it inert, moves focus in, closes it on Escape or a press on the backdrop and hands focus
 * back to Menu. Closed, it is not drawn; until the page is idle it is not even laid out. It slides
 * in and out (overlay, display and visibility change at the end of the slide out) and page
 * scrolling is locked while it is open.
 */
const panel = css`
  position: fixed;
  inset: 0 0 0 auto;
  width: min(22rem, 88vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  flex-direction: column;
  /* Slimmer sides on a 320 px phone, so the booking button keeps its label on one line. */
  padding: var(--space-4) clamp(var(--space-4), 6vw, var(--space-5)) var(--space-6);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-lg);
  transform: translateX(100%);
  transition:
    transform 250ms ease,
    visibility 250ms,
    overlay 250ms allow-discrete,
    display 250ms allow-discrete;
  /* Once the page is idle, the closed drawer is styled and laid out ahead, hidden (not drawn, not
     focusable, not heard): Menu's tap then only shows it, in about a fifth less time. */
  &[${headerDom.drawerPreparedAttr}]:not([open]) {
    display: flex;
    visibility: hidden;
  }
  /* Sliding out, it no longer catches a tap: Menu beneath it answers at once. */
  &:not([open]) {
    pointer-events: none;
  }
  &[open] {
    display: flex;
    transform: none;
    /* Visible at once: a transition of visibility would hide it for the first frame of the slide in. */
    transition:
      transform 250ms ease,
      overlay 250ms allow-discrete,
      display 250ms allow-discrete;
    /* It opens already two thirds in, so the tap is answered in the very next frame, then slides home. */
    @starting-style {
      transform: translateX(35%);
    }
  }
  /* A drawer laid out ahead is not newly drawn, so @starting-style does not apply: the same start. */
  @keyframes drawer-in {
    from {
      transform: translateX(35%);
    }
  }
  &[${headerDom.drawerPreparedAttr}][open] {
    animation: drawer-in 250ms ease;
  }
  &::backdrop {
    background: rgb(15 23 42 / 55%);
    opacity: 0;
    transition:
      opacity 200ms ease,
      overlay 200ms allow-discrete,
      display 200ms allow-discrete;
  }
  &[open]::backdrop {
    opacity: 1;
    @starting-style {
      opacity: 0;
    }
  }
  /* The drawer is a child of <body>: naming the path keeps :has() from searching the whole page on
     every style update, which a bare descendant search does. */
  :global(html:has(> body > #${headerDom.drawerId}[open])) {
    overflow: hidden;
    /* Where scrollbars take room, the page keeps its width as it loses its own (measured by the client). */
    padding-right: var(${headerDom.scrollbarWidthVar}, 0px);
  }
  ${media.lg} {
    &[${headerDom.drawerPreparedAttr}]:not([open]),
    &[open] {
      display: none;
    }
  }
`;

const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: var(--space-4);
  font-weight: 700;
  color: var(--color-ink);
`;

/* The drawer's icon buttons keep the lighter border of the drawer's own dividers. */
const iconButton = buttonClass({
  variant: 'ghost',
  size: 'icon',
  className: css`
    border-color: var(--color-border);
  `,
});

const list = css`
  ${bareList}
  & > li {
    border-bottom: 1px solid var(--color-border);
  }
`;

/* Services: the link fills the row; the disclosure's toggle sits at its right end and the pages open below. */
const servicesItem = css`
  position: relative;
  & > a {
    padding-right: 3.25rem;
  }
  & summary {
    position: absolute;
    top: 0.125rem;
    right: 0;
  }
`;

const link = css`
  display: flex;
  align-items: center;
  flex: 1;
  min-height: 3rem;
  color: var(--color-ink);
  font-weight: 600;
  text-decoration: none;
  /* The page itself, or the section it belongs to. */
  &[aria-current] {
    color: var(--color-primary);
  }
`;

const expand = css`
  & svg {
    transition: transform var(--transition-fast);
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
`;

const subList = css`
  margin: 0 0 var(--space-3);
  padding: 0 0 0 var(--space-4);
  list-style: none;
  border-left: 2px solid var(--color-primary-soft);
`;

const subLink = css`
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  color: var(--color-text);
  font-size: var(--text-sm);
  text-decoration: none;
  &[aria-current='page'] {
    color: var(--color-primary);
    font-weight: 650;
  }
`;

const contactBlock = css`
  margin-top: var(--space-5);
  padding: var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);
  font-size: var(--text-sm);
  & h2 {
    font-size: var(--text-base);
    margin-bottom: var(--space-2);
  }
  & ul {
    ${bareList}
  }
  & a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    min-height: 2.5rem;
    color: var(--color-text);
  }
  & svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    color: var(--color-primary);
  }
`;

const cta = css`
  margin-top: var(--space-5);
  width: 100%;
`;

/**
 * Right-side navigation drawer for small screens, opened by the header's Menu button.
 * src/client/header/drawer.ts keeps Tab inside it and closes it when a link is followed.
 */
export function MobileDrawer({ currentPath, links, services, booking, contact, words }: SiteHeaderProps) {
  const current = (href: string) => ariaCurrent(href, currentPath);
  return (
    <dialog id={headerDom.drawerId} className={panel} aria-label={words.siteMenu} closedby="any">
      <div className={top}>
        <span>{words.menu}</span>
        <button type="button" className={iconButton} aria-label={words.closeMenu} {...invokes(headerDom.drawerId, 'close')}>
          <X aria-hidden="true" focusable="false" />
        </button>
      </div>
      <nav aria-label={words.mobileNav}>
        <ul className={list}>
          {links.map((item) => (
            <li key={item.href} className={item.href === services.href ? servicesItem : undefined}>
              <a className={link} href={item.href} aria-current={current(item.href)}>
                {item.name}
              </a>
              {item.href === services.href ? (
                <details>
                  <summary className={cx(iconButton, expand)} aria-label={words.servicesToggle}>
                    <ChevronDown aria-hidden="true" focusable="false" />
                  </summary>
                  <ul id={headerDom.drawerServicesId} className={subList}>
                    {services.children.map((child) => (
                      <li key={child.href}>
                        <a className={subLink} href={child.href} aria-current={current(child.href)}>
                          {child.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      {/* Unnamed, so not a second "Get in touch" region landmark beside the contact page's own. */}
      <section className={contactBlock}>
        <h2>{words.getInTouch}</h2>
        <ul>
          {contact.emails.map((email) => (
            <li key={email}>
              <MailLink email={email}>
                {/* The address may break after its '@', so it stays inside a 320 px wide drawer. */}
                <span>
                  {email.slice(0, email.indexOf('@') + 1)}
                  <wbr />
                  {email.slice(email.indexOf('@') + 1)}
                </span>
              </MailLink>
            </li>
          ))}
          <li>
            <PhoneLink phone={contact.phone} />
          </li>
        </ul>
      </section>
      <a className={buttonClass({ size: 'lg', className: cta })} href={booking.href} {...{ [speculationDom.bookingAttr]: 'drawer' satisfies BookingPlace }}>
        {booking.name}
      </a>
    </dialog>
  );
}
