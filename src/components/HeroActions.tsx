import type { LinkCopy } from '../content/types.ts';
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

/** A hero's actions: the booking trigger and, usually, an outline link (e.g. to the page's process). */
export function HeroActions({ bookingText, secondary }: { bookingText?: string; secondary?: LinkCopy }) {
  return (
    <>
      <BookingButton place="hero" text={bookingText} size="lg" />
      {secondary ? <OutlineLink link={secondary} /> : null}
    </>
  );
}
