import type { LinkCopy } from '../content/types.ts';
import { BookingButton } from './BookingButton.tsx';
import { ButtonLink } from './Button.tsx';

/** A hero's two actions: the booking trigger and an outline link (e.g. to the page's process). */
export function HeroActions({ bookingText, secondary }: { bookingText?: string; secondary: LinkCopy }) {
  return (
    <>
      <BookingButton text={bookingText} size="lg" />
      <ButtonLink href={secondary.href} variant="outline" size="lg">
        {secondary.label}
      </ButtonLink>
    </>
  );
}
