import { CalendarCheck } from 'lucide-react';
import { paths } from '../paths.ts';
import { ButtonLink, type ButtonSize, type ButtonVariant } from './Button.tsx';
import { speculationDom } from './speculationDom.ts';

export interface BookingButtonProps {
  text?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The site's conversion control: every 'book a call' trigger leads to the booking page. */
export function BookingButton({
  text = 'Book a free strategy call',
  variant = 'primary',
  size = 'default',
  className,
}: BookingButtonProps) {
  return (
    <ButtonLink href={paths.booking} variant={variant} size={size} className={className} {...{ [speculationDom.bookingAttr]: '' }}>
      <CalendarCheck aria-hidden="true" focusable="false" />
      {text}
    </ButtonLink>
  );
}
