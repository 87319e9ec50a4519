import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import type { SharedWords } from '../content/shared.ts';
import { headerProps, menuPages, type MenuPages } from '../navigation.ts';
import type { NavLink } from './header/navTypes.ts';
import { SiteHeader } from './header/SiteHeader.tsx';
import { SharedWordsProvider } from './SharedWords.tsx';
import { SiteFooter } from './SiteFooter.tsx';

const skipLink = css`
  position: absolute;
  top: -100px;
  left: var(--space-4);
  z-index: 100;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-sm);
  background: var(--color-ink);
  color: var(--color-on-dark);
  &:focus {
    top: var(--space-3);
    color: var(--color-on-dark);
  }
`;

const main = css`
  display: block;
  min-height: 60vh;
`;

export interface PageFrameProps {
  /** The page's path: the header marks its link as the current page. */
  path: string;
  /** The words every page shares. */
  words: SharedWords;
  /** The service pages of the menus, in order. */
  services: readonly NavLink[];
  buildYear: number;
  /** The owner's pages in the header and footer menus (the editor's preview passes the page being edited among them). */
  pages?: MenuPages;
  children: ReactNode;
}

/** What the body of every page holds: skip link, header, the page's main content and footer, with the shared words set. */
export function PageFrame({ path, words, services, buildYear, pages = menuPages, children }: PageFrameProps) {
  return (
    <SharedWordsProvider words={words}>
      <a className={skipLink} href="#main">
        {words.skipLink}
      </a>
      <SiteHeader {...headerProps(path, words, services, pages)} />
      <main id="main" className={main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter buildYear={buildYear} services={services} pages={pages} />
    </SharedWordsProvider>
  );
}
