import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { renderNearViewport } from '../styles/renderNearViewport.ts';
import { Container } from './Container.tsx';
import { keepCompounds } from './keepCompounds.tsx';
import { heroDom } from './heroDom.ts';

export type SectionTone = 'default' | 'muted' | 'dark';

const section = css`
  padding: var(--section-padding) 0;
`;

/*
 * Light sections wait offscreen (renderNearViewport); dark ones render unless their page gives
 * estimates that hold their content (renderNearViewport): contrast checkers (axe, Lighthouse)
 * lay skipped text out past a short estimate, onto whatever light block follows.
 * Every tone paints its own background, so checkers never see the previous section through it.
 * The section right after the hero renders at once too: it starts within half a screen of the
 * first one, where Chromium draws a skipped block as soon as its first layout has placed it, so
 * skipping it would cost a second layout before the first paint.
 */
const deferredUnlessAfterHero = renderNearViewport('40rem', `&:not(#${heroDom.id} + *)`);
const tones = {
  default: css`
    background: var(--color-surface);
    ${deferredUnlessAfterHero}
  `,
  muted: css`
    background: var(--color-surface-muted);
    ${deferredUnlessAfterHero}
  `,
  dark: css`
    background: var(--color-surface-dark);
    color: var(--color-text-inverse-muted);
    & h2,
    & h3,
    & h4 {
      color: var(--color-on-dark);
    }
    & a:not([class]) {
      color: var(--color-primary-light);
    }
  `,
} satisfies Record<SectionTone, string>;

const header = css`
  max-width: 48rem;
  margin-bottom: var(--space-7);
  &[data-align='center'] {
    margin-inline: auto;
    text-align: center;
  }
`;

const eyebrowClass = css`
  display: inline-block;
  margin-bottom: var(--space-3);
  color: var(--color-accent-strong);
  font-size: var(--text-xs);
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  [data-tone='dark'] & {
    color: var(--color-accent);
  }
`;

const titleClass = css`
  font-size: var(--text-3xl);
`;

const introClass = css`
  margin-top: var(--space-4);
  font-size: var(--text-lg);
  color: var(--color-text-muted);
  [data-tone='dark'] & {
    color: inherit;
  }
`;

export interface SectionProps {
  /** Anchor id; also names the heading for assistive technology. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  align?: 'start' | 'center';
  className?: string;
  children?: ReactNode;
}

/** A page section: anchor, optional eyebrow, h2 title and intro, then content in the container. */
export function Section({ id, title, eyebrow, intro, tone = 'default', align = 'center', className, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={cx(section, tones[tone], className)} data-tone={tone} aria-labelledby={headingId}>
      <Container>
        <header className={header} data-align={align}>
          {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
          <h2 id={headingId} className={titleClass}>
            {keepCompounds(title)}
          </h2>
          {intro ? <p className={introClass}>{intro}</p> : null}
        </header>
        {children}
      </Container>
    </section>
  );
}
