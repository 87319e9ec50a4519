import { css } from '@linaria/core';
import { ChevronDown } from 'lucide-react';
import { buttonClass } from '../Button.tsx';
import { ariaCurrent } from './currentLink.ts';
import { headerDom } from './headerDom.ts';
import type { SiteHeaderProps } from './navTypes.ts';

const wrap = css`
  position: relative;
  display: flex;
  align-items: center;
`;

/* A narrow, borderless chevron tucked against the Services link: the bar's links wear no frame. */
const toggle = buttonClass({
  variant: 'ghost',
  size: 'icon',
  className: css`
    width: 2rem;
    margin-left: calc(-1 * var(--space-3));
    border-color: transparent;
    background: transparent;
    color: var(--color-text);
    &:hover {
      color: var(--color-primary);
    }
    & svg {
      width: 1rem;
      height: 1rem;
      transition: transform var(--transition-fast);
    }
    details[open] > & svg {
      transform: rotate(180deg);
    }
  `,
});

const panel = css`
  position: absolute;
  top: 100%;
  left: -0.5rem;
  width: 17rem;
  max-height: min(70vh, 30rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding: var(--space-2);
  list-style: none;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  box-shadow: var(--shadow-lg);
`;

/*
 * Until the client drives the dropdown, a mouse hovering Services or keyboard focus inside it opens
 * it with CSS alone: hover only where the main pointer hovers, and focus only while nothing hovers it,
 * so that a tap (it leaves an emulated hover on what it touched, and gives the chevron focus) cannot
 * hold it open. Not `:has(:focus-visible)`: Chromium answers any focus change or opened disclosure
 * under such a rule by restyling the whole page, which slows every tap. The closed disclosure's content box is
 * what stays hidden otherwise.
 */
const hoverOpens = css`
  @media (hover: hover) {
    &:not([${headerDom.enhancedAttr}]):hover > details::details-content {
      content-visibility: visible;
    }
  }
  &:not([${headerDom.enhancedAttr}]):focus-within:not(:hover) > details::details-content {
    content-visibility: visible;
  }
`;

const item = css`
  display: block;
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-sm);
  color: var(--color-text);
  font-size: var(--text-sm);
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: var(--color-primary-soft);
    color: var(--color-primary);
  }
  &[aria-current='page'] {
    color: var(--color-primary);
    font-weight: 650;
  }
`;

/**
 * Desktop Services link and dropdown. The chevron is a native disclosure, so one tap or click opens
 * the list and the next closes it, script or not; src/client/header/servicesMenu.ts adds opening on
 * mouse hover and keyboard focus, and closing on Escape, an outside press or a link followed.
 */
export function ServicesMenu({ services, words, currentPath, linkClassName }: Pick<SiteHeaderProps, 'services' | 'words' | 'currentPath'> & { linkClassName: string }) {
  return (
    <div className={`${wrap} ${hoverOpens}`} {...{ [headerDom.servicesMenuAttr]: '' }}>
      <a
        className={linkClassName}
        href={services.href}
        aria-current={ariaCurrent(services.href, currentPath)}
        {...{ [headerDom.servicesLinkAttr]: '' }}
      >
        {services.name}
      </a>
      <details {...{ [headerDom.servicesDisclosureAttr]: '' }}>
        <summary className={toggle} aria-label={words.servicesToggle} {...{ [headerDom.servicesToggleAttr]: '' }}>
          <ChevronDown aria-hidden="true" focusable="false" />
        </summary>
        <ul id={headerDom.servicesMenuId} className={panel}>
          {services.children.map((child) => (
            <li key={child.href}>
              <a className={item} href={child.href} aria-current={ariaCurrent(child.href, currentPath)}>
                {child.name}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
