import { bookingFile } from '../../src/content/booking.ts';

/** The booking page's top with its calendar, whose words the page shows. */
export function bookingCalendar() {
  const block = bookingFile.content.blocks.find((candidate) => candidate.kind === 'scheduler');
  if (block?.kind !== 'scheduler') throw new Error('src/content/pages/booking.yml: the booking page opens with its calendar');
  return block;
}
