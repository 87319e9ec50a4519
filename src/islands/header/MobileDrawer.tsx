import { css } from '@linaria/core';
import { ChevronDown, Mail, Phone, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { buttonClass } from '../../components/Button.tsx';
import { media } from '../../styles/theme.ts';
import type { DrawerState } from './drawerState.ts';
import { focusableWithin, trapTab } from './focusTrap.ts';
import type { SiteHeaderProps } from './navTypes.ts';
import { lockScroll } from './scrollLock.ts';

const overlay = css`
  position: fixed;
  inset: 0;
  z-index: 60;
  background: rgb(15 23 42 / 55%);
  /* Closed, it is not drawn or laid out at all; display changes at the end of the fade out. */
  display: none;
  opacity: 0;
  transition:
    opacity 200ms ease,
    display 200ms allow-discrete;
  &[data-open='true'] {
    display: block;
    opacity: 1;
    @starting-style {
      opacity: 0;
    }
  }
  ${media.lg} {
    &,
    &[data-open='true'] {
      display: none;
    }
  }
`;

const panel = css`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 70;
  /* Closed, its links are not laid out on every page load; display changes at the end of the slide out. */
  display: none;
  flex-direction: column;
  width: min(22rem, 88vw);
  overflow-y: auto;
  overscroll-behavior: contain;
  /* Slimmer sides on a 320 px phone, so the booking button keeps its label on one line. */
  padding: var(--space-4) clamp(var(--space-4), 6vw, var(--space-5)) var(--space-6);
  background: var(--color-surface);
  box-shadow: var(--shadow-lg);
  transform: translateX(100%);
  transition:
    transform 250ms ease,
    display 250ms allow-discrete;
  &[data-open='true'] {
    display: flex;
    transform: none;
    @starting-style {
      transform: translateX(100%);
    }
  }
  ${media.lg} {
    &,
    &[data-open='true'] {
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

const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-ink);
  cursor: pointer;
  & svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const list = css`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    border-bottom: 1px solid var(--color-border);
  }
`;

const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const link = css`
  display: flex;
  align-items: center;
  flex: 1;
  min-height: 3rem;
  color: var(--color-ink);
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] {
    color: var(--color-primary);
  }
`;

const expand = css`
  & svg {
    transition: transform var(--transition-fast);
  }
  &[aria-expanded='true'] svg {
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
    margin: 0;
    padding: 0;
    list-style: none;
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

/** An e-mail address that may break after its '@', so it stays inside a 320 px wide drawer. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@') + 1;
  return (
    <span>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

const cta = css`
  margin-top: var(--space-5);
  width: 100%;
`;

export interface MobileDrawerProps extends SiteHeaderProps {
  state: DrawerState;
  onClose: () => void;
  onNavigate: () => void;
  onToggleServices: () => void;
  isCurrent: (href: string) => boolean;
}

/** Right-side navigation drawer for small screens: modal, focus-trapped, scroll-locking. */
export function MobileDrawer({
  links,
  services,
  booking,
  contact,
  state,
  onClose,
  onNavigate,
  onToggleServices,
  isCurrent,
}: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!state.open) return;
    const unlock = lockScroll();
    const first = panelRef.current && focusableWithin(panelRef.current)[0];
    first?.focus({ preventScroll: true });
    return unlock;
  }, [state.open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (panelRef.current) trapTab(event, panelRef.current);
  };

  const current = (href: string) => (isCurrent(href) ? 'page' : undefined);

  return (
    <>
      <div className={overlay} data-open={state.open} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="site-drawer"
        className={panel}
        data-open={state.open}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        inert={!state.open}
        onKeyDown={onKeyDown}
      >
        <div className={top}>
          <span>Menu</span>
          <button type="button" className={iconButton} aria-label="Close menu" onClick={onClose}>
            <X aria-hidden="true" focusable="false" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={list}>
            {links.map((item) =>
              item.href === services.href ? (
                <li key={item.href}>
                  <div className={row}>
                    <a className={link} href={item.href} aria-current={current(item.href)} onClick={onNavigate}>
                      {item.name}
                    </a>
                    <button
                      type="button"
                      className={`${iconButton} ${expand}`}
                      aria-expanded={state.servicesExpanded}
                      aria-controls="drawer-services"
                      aria-label={`${state.servicesExpanded ? 'Hide' : 'Show'} ${services.name.toLowerCase()} pages`}
                      onClick={onToggleServices}
                    >
                      <ChevronDown aria-hidden="true" focusable="false" />
                    </button>
                  </div>
                  <ul id="drawer-services" className={subList} hidden={!state.servicesExpanded}>
                    {services.children.map((child) => (
                      <li key={child.href}>
                        <a className={subLink} href={child.href} aria-current={current(child.href)} onClick={onNavigate}>
                          {child.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.href}>
                  <a className={link} href={item.href} aria-current={current(item.href)} onClick={onNavigate}>
                    {item.name}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        {/* Unnamed, so not a second "Get in touch" region landmark beside the contact page's own. */}
        <section className={contactBlock}>
          <h2>Get in touch</h2>
          <ul>
            {contact.emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} onClick={onNavigate}>
                  <Mail aria-hidden="true" focusable="false" />
                  <EmailText email={email} />
                </a>
              </li>
            ))}
            <li>
              <a href={`tel:${contact.phone.tel}`} onClick={onNavigate}>
                <Phone aria-hidden="true" focusable="false" />
                {contact.phone.display}
              </a>
            </li>
          </ul>
        </section>
        <a className={buttonClass({ size: 'lg', className: cta })} href={booking.href} onClick={onNavigate}>
          {booking.name}
        </a>
      </div>
    </>
  );
}
