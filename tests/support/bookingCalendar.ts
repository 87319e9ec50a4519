import { ownPage } from '../../src/content/blockPages.ts';

/** The booking page's top with its calendar, whose words the page shows. */
export function bookingCalendar() {
  const block = ownPage('booking').content.blocks.find((candidate) => candidate.kind === 'scheduler');
  if (block?.kind !== 'scheduler') throw new Error('src/content/pages/booking.yml: the booking page opens with its calendar');
  return block;
}
