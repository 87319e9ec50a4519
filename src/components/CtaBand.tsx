import { css } from '@linaria/core';
import { renderNearViewport } from '../styles/renderNearViewport.ts';
import { media } from '../styles/theme.ts';
import type { LinkCopy } from '../content/shapes.ts';
import type { BookingPlace } from './bookingDom.ts';
import { BookingButton } from './BookingButton.tsx';
import { Container } from './Container.tsx';
import { OutlineLink } from './OutlineLink.tsx';
import { useSharedWords } from './SharedWords.tsx';

const band = css`
  padding: var(--section-padding) 0;
  background: linear-gradient(135deg, var(--color-surface-dark) 0%, var(--color-primary-deep) 100%);
  color: var(--color-primary-mist);
  text-align: center;
  /* Dark: each estimate holds the band's words at the narrowest width it applies to (renderNearViewport). */
  --estimated-height: 30rem;
  ${media.sm} {
    --estimated-height: 20rem;
  }
  ${renderNearViewport('var(--estimated-height)')}
  & h2 {
    color: var(--color-on-dark);
    font-size: var(--text-3xl);
  }
`;

const lead = css`
  max-width: 40rem;
  margin: var(--space-4) auto 0;
  font-size: var(--text-lg);
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-3);
  margin-top: var(--space-6);
`;

export interface CtaBandProps {
  title?: string;
  text?: string;
  buttonText?: string;
  /** A second link after the booking button (e.g. 'Contact Our Team'), drawn on the page at `path`. */
  secondary?: { link: LinkCopy; path: string };
  id?: string;
  /** The booking control's place, for the scheduler: an article's band is told apart from a page's. */
  place?: Extract<BookingPlace, 'closing-band' | 'article' | 'landing-block'>;
}

/** The closing call-to-action band every content page ends with. */
export function CtaBand({ title, text, buttonText, secondary, id = 'get-started', place = 'closing-band' }: CtaBandProps) {
  const { cta } = useSharedWords();
  return (
    <section id={id} className={band} aria-labelledby={`${id}-heading`}>
      <Container>
        <h2 id={`${id}-heading`}>{title ?? cta.title}</h2>
        <p className={lead}>{text ?? cta.text}</p>
        <div className={actions}>
          <BookingButton place={place} text={buttonText} variant="secondary" size="lg" />
          {secondary ? <OutlineLink {...secondary} /> : null}
        </div>
      </Container>
    </section>
  );
}
