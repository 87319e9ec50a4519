import { css } from '@linaria/core';
import { ArrowDown } from 'lucide-react';
import { BookingButton } from '../../components/BookingButton.tsx';
import { buttonClass } from '../../components/Button.tsx';
import { Hero } from '../../components/Hero.tsx';
import { Picture } from '../../components/Picture.tsx';
import { breakpoints } from '../../styles/breakpoints.ts';
import type { BlockProps } from '../blockProps.ts';

/** The figures follow the width of the copy column, which narrows where the illustration joins it (lg). */
const proofFrame = css`
  container-type: inline-size;
`;

const proof = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-4) var(--space-5);
  margin: 0;
  /* Four in a row only where each figure and its label fit ('transformation' unbroken). */
  @container (min-width: 32rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & div {
    display: flex;
    flex-direction: column;
    padding-left: var(--space-3);
    border-left: 3px solid var(--color-accent);
  }
  & dt {
    order: 2;
    color: var(--color-text-muted);
    font-size: var(--text-xs);
    line-height: var(--leading-snug);
  }
  & dd {
    order: 1;
    margin: 0;
    color: var(--color-ink);
    font-size: var(--text-xl);
    font-weight: 800;
  }
`;

/** The top of the page with an illustration (anchor `hero`): headline, promise, booking button, a link down the page, proof figures and the illustration. */
export function IllustratedHeroBlock({ block: hero, place }: Pick<BlockProps<'illustratedHero'>, 'block' | 'place'>) {
  return (
    <Hero
      {...hero}
      titleSize="display"
      actions={
        <>
          <BookingButton place={place ?? 'hero'} size="lg" />
          <a className={buttonClass({ variant: 'outline', size: 'lg' })} href={hero.secondary.href}>
            {hero.secondary.label}
            <ArrowDown aria-hidden="true" focusable="false" />
          </a>
        </>
      }
      media={
        <Picture
          image={hero.image}
          alt={hero.imageAlt}
          sizes={`(min-width: ${breakpoints.lg}px) 36rem, 100vw`}
          priority
        />
      }
    >
      <div className={proofFrame}>
        <dl className={proof}>
          {hero.figures.map((metric) => (
            <div key={metric.label}>
              <dt>{metric.label}</dt>
              <dd>{metric.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Hero>
  );
}
