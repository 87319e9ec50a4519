import { z } from 'zod';
import { group, icon, line, paragraph } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';

const methodCard = <Extra extends z.ZodRawShape>(label: string, extra: Extra) =>
  group(label, { title: line('Title'), description: paragraph('Text'), icon: icon(), ...extra });

/** The ways to get in touch: the general e-mail address, the embedded calendar and a QR code to the booking page. */
export const contactMethodsBlock = sectionBlock(
  'contactMethods',
  'Ways to get in touch',
  {
    email: methodCard('E-mail card (shows the general e-mail address)', {}),
    calendar: methodCard('Booking card (shows the booking calendar)', {
      frameTitle: line('Name of the calendar for screen readers'),
      linkText: line('Words of the link to the booking page'),
    }),
    qr: methodCard('QR code card', {
      codeLabel: line('What the QR code is, for screen readers (its address follows)'),
      linkText: line('Words of the link to the booking page'),
    }),
  },
  'Three cards: the e-mail address of Site settings, the booking calendar, and a QR code that opens the booking page on a phone.',
);
