/** The book-a-call page's words (SPEC.md "Book a call"), from `src/content/pages/booking.yml`. */
import type { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { group, line, paragraph } from './fields.ts';
import { pageSeo } from './pageSeo.ts';

const bookingSchema = group('Book-a-call page', {
  ...pageSeo,
  heading: line('Heading', { min: 5 }),
  lead: paragraph('Text under the heading'),
  frameTitle: line('Name of the calendar for screen readers'),
  loading: line('Shown where the calendar goes, until it appears'),
  otherWays: group(
    'Other ways to book, above the calendar',
    {
      lead: line('Words before the links'),
      newTab: line('Link to the calendar in a new tab'),
    },
    'For a visitor whose calendar never loads (a content blocker, a company network): the founder\'s e-mail and phone follow the link.',
  ),
  confirmation: group(
    'Once a call is booked',
    {
      heading: line('Heading', { min: 5 }),
      nextSteps: paragraph('What happens next'),
      contactLead: line('Words before the e-mail and phone'),
    },
    'Shown at the top of the page, in place of the text under the heading, as soon as the calendar reports a booked call; screen readers announce it.',
  ),
});

export type BookingContent = z.output<typeof bookingSchema>;

export const bookingFile = pageContent('pages/booking.yml', bookingSchema, paths.booking);
