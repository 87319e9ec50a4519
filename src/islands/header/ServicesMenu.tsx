import { css, cx } from '@linaria/core';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { islandAttr } from '../attributes.ts';
import type { NavLink } from './navTypes.ts';

const wrap = css`
  position: relative;
  display: flex;
  align-items: center;
`;

const toggle = css`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2.75rem;
  margin-left: calc(-1 * var(--space-3));
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text);
  cursor: pointer;
  & svg {
    width: 1rem;
    height: 1rem;
    transition: transform var(--transition-fast);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: var(--color-primary);
  }
`;

const panel = css`
  position: absolute;
  top: 100%;
  left: -0.5rem;
  display: none;
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

  &[data-open='true'] {
    display: block;
  }
  /* Before hydration, hover and keyboard focus open the menu with CSS alone. */
  [${islandAttr.name}]:not([${islandAttr.hydrated}]) .${wrap}:hover > &,
  [${islandAttr.name}]:not([${islandAttr.hydrated}]) .${wrap}:focus-within > & {
    display: block;
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

export interface ServicesMenuProps {
  services: NavLink & { children: NavLink[] };
  currentPath: string;
  linkClassName: string;
}

/** Desktop Services dropdown: opens on hover and on keyboard focus, closes on Escape and leaving. */
export function ServicesMenu({ services, currentPath, linkClassName }: ServicesMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // Set while Escape hands focus back to the Services link, so that focus does not reopen the menu.
  const restoringFocus = useRef(false);

  // Hydrated while the pointer or keyboard focus was already on it, when CSS alone had it open: the
  // live menu takes over open instead of closing under the visitor.
  useEffect(() => {
    const wrapElement = wrapRef.current;
    if (wrapElement?.matches(':hover') || wrapElement?.querySelector(':focus-visible')) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      restoringFocus.current = true;
      linkRef.current?.focus({ preventScroll: true });
      restoringFocus.current = false;
    }
  };

  const sectionActive = currentPath.startsWith(services.href);

  return (
    <div
      ref={wrapRef}
      className={wrap}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={(event) => {
        // Keyboard focus opens the menu; a focus restored by Escape must not reopen it.
        if (restoringFocus.current) return;
        const target = event.target as HTMLElement;
        if (target !== linkRef.current || target.matches(':focus-visible')) setOpen(true);
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <a
        ref={linkRef}
        className={linkClassName}
        href={services.href}
        aria-current={currentPath === services.href ? 'page' : undefined}
        data-section-active={sectionActive ? '' : undefined}
      >
        {services.name}
      </a>
      <button
        type="button"
        className={toggle}
        aria-expanded={open}
        aria-controls="services-menu"
        aria-label={`${services.name} pages`}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronDown aria-hidden="true" focusable="false" />
      </button>
      <ul id="services-menu" className={panel} data-open={open}>
        {services.children.map((child) => (
          <li key={child.href}>
            <a
              className={item}
              href={child.href}
              aria-current={currentPath === child.href ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {child.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
