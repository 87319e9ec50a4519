import { css } from '@linaria/core';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../paths.ts';
import { returnLink } from '../styles/returnLink.ts';
import { media } from '../styles/theme.ts';
import { Container } from './Container.tsx';
import { keepCompounds } from './keepCompounds.tsx';
import { MediaSplit } from './MediaSplit.tsx';
import { heroDom } from './heroDom.ts';
import { useSharedWords } from './SharedWords.tsx';

const hero = css`
  position: relative;
  overflow: hidden;
  padding: var(--space-8) 0 var(--space-8);
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgb(29 78 216 / 14%), transparent 60%),
    radial-gradient(40rem 24rem at -10% 110%, rgb(245 158 11 / 12%), transparent 60%),
    var(--color-surface-muted);
  ${media.lg} {
    padding: var(--space-9) 0;
  }
`;

const content = css`
  max-width: 50rem;
`;

const back = css`
  /* Its own line, so an eyebrow after it does not sit beside it. */
  display: flex;
  width: fit-content;
  margin-bottom: var(--space-4);
  ${returnLink}
`;

const eyebrowClass = css`
  display: inline-block;
  margin-bottom: var(--space-4);
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-pill);
  background: var(--color-primary-soft);
  color: var(--color-primary-hover);
  font-size: var(--text-xs);
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const titleSizeClass = {
  page: css`
    font-size: var(--text-4xl);
    font-weight: 800;
  `,
  // The home page's headline: the largest type on the site.
  display: css`
    font-size: clamp(2.5rem, 1.6rem + 4vw, 4.25rem);
    font-weight: 800;
    letter-spacing: -0.02em;
  `,
} satisfies Record<HeroTitleSize, string>;

const lead = css`
  margin-top: var(--space-5);
  max-width: 42rem;
  color: var(--color-text-muted);
  font-size: var(--text-lg);
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin-top: var(--space-6);
`;

const extra = css`
  margin-top: var(--space-7);
`;

type HeroTitleSize = 'page' | 'display';

export interface HeroProps {
  title: ReactNode;
  lead: ReactNode;
  eyebrow?: string;
  /** Shows the back link ('Back to Home') to `/#hero`. */
  backLink?: boolean;
  /** Buttons and links under the lead. */
  actions?: ReactNode;
  /** Content under the actions: metric tiles, badges. */
  children?: ReactNode;
  /** An illustration beside the copy (a <figure> from the lg breakpoint on, below the copy before). */
  media?: ReactNode;
  titleSize?: HeroTitleSize;
}

/** Top of a content page; carries the `hero` anchor and the page's only h1. */
export function Hero({
  title: heading,
  lead: text,
  eyebrow,
  backLink = false,
  actions: buttons,
  children,
  media: illustration,
  titleSize = 'page',
}: HeroProps) {
  const words = useSharedWords();
  const copy = (
    <div className={content}>
      {backLink ? (
        <a className={back} href={`${paths.home}#${heroDom.id}`}>
          <ArrowLeft aria-hidden="true" focusable="false" />
          {words.backToHome}
        </a>
      ) : null}
      {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
      <h1 id={heroDom.headingId} className={titleSizeClass[titleSize]}>
        {keepCompounds(heading)}
      </h1>
      <p className={lead}>{text}</p>
      {buttons ? <div className={actions}>{buttons}</div> : null}
    </div>
  );
  const column = (
    <>
      {copy}
      {children ? <div className={extra}>{children}</div> : null}
    </>
  );
  return (
    <section id={heroDom.id} className={hero} aria-labelledby={heroDom.headingId}>
      <Container>{illustration ? <MediaSplit figure={illustration}>{column}</MediaSplit> : column}</Container>
    </section>
  );
}
