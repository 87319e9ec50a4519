import type { LinkCopy } from '../content/types.ts';
import type { BookingPlace } from './bookingDom.ts';
import { BookingButton } from './BookingButton.tsx';
import { ButtonLink } from './Button.tsx';

/** An outline button link from copy data; its context, if any, is read but not shown. */
export function OutlineLink({ link }: { link: LinkCopy }) {
  return (
    <ButtonLink href={link.href} variant="outline" size="lg">
      {link.label}
      {link.context ? <span className="visually-hidden"> {link.context}</span> : null}
    </ButtonLink>
  );
}

/** A hero's actions: the booking trigger (told apart on a page made of blocks) and, usually, an outline link (e.g. to the page's process). */
export function HeroActions({
  bookingText,
  bookingLook = 'filled',
  secondary,
  place = 'hero',
}: {
  bookingText?: string;
  bookingLook?: 'filled' | 'outline';
  secondary?: LinkCopy;
  place?: Extract<BookingPlace, 'hero' | 'landing-block'>;
}) {
  return (
    <>
      <BookingButton place={place} text={bookingText} variant={bookingLook === 'filled' ? 'primary' : 'outline'} size="lg" />
      {secondary ? <OutlineLink link={secondary} /> : null}
    </>
  );
}
