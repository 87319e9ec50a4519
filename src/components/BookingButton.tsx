import { CalendarCheck } from 'lucide-react';
import { paths } from '../paths.ts';
import { buttonClass, type ButtonSize, type ButtonVariant } from './Button.tsx';
import { useSharedWords } from './SharedWords.tsx';
import type { BookingPlace } from './bookingDom.ts';
import { speculationDom } from './speculationDom.ts';

export interface BookingButtonProps {
  /** The button's words; the shared booking button words unless given. */
  text?: string;
  /** The spec's three looks and sizes: a booking control always says what it does in words. */
  variant?: Exclude<ButtonVariant, 'ghost'>;
  size?: Exclude<ButtonSize, 'icon'>;
  className?: string;
  /** Where on the page it sits: the scheduler is told, so every booking names the control it came from. */
  place: BookingPlace;
}

/** The shared booking button words, read where no words are given. */
function SharedBookingWords() {
  return useSharedWords().bookingButton;
}

/** The site's conversion control: every 'book a call' trigger leads to the booking page. */
export function BookingButton({ text, variant = 'primary', size = 'default', className, place }: BookingButtonProps) {
  return (
    <a href={paths.booking} {...{ [speculationDom.bookingAttr]: place }} className={buttonClass({ variant, size, className })}>
      <CalendarCheck aria-hidden="true" focusable="false" />
      {/* Given its words (as the header gives them from its props), it needs no words provider above it. */}
      {text ?? <SharedBookingWords />}
    </a>
  );
}
