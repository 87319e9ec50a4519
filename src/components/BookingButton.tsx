import { CalendarCheck } from 'lucide-react';
import { paths } from '../paths.ts';
import { ButtonLink, type ButtonSize, type ButtonVariant } from './Button.tsx';
import { useSharedWords } from './SharedWords.tsx';

export interface BookingButtonProps {
  /** The button's words; the shared booking button words unless given. */
  text?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The site's conversion control: every 'book a call' trigger leads to the booking page. */
export function BookingButton({ text, variant = 'primary', size = 'default', className }: BookingButtonProps) {
  const words = useSharedWords();
  return (
    <ButtonLink href={paths.booking} variant={variant} size={size} className={className} data-booking="">
      <CalendarCheck aria-hidden="true" focusable="false" />
      {text ?? words.bookingButton}
    </ButtonLink>
  );
}
