import { z } from 'zod';
import { group, line, paragraph } from '../../content/fields.ts';

/** The booking calendar as the top of a page: its headline, the other ways to book, the calendar and what shows once a call is booked. */
export const schedulerBlock = group(
  'Top of the page with the booking calendar (headline)',
  {
    kind: z.literal('scheduler'),
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
      "For a visitor whose calendar never loads (a content blocker, a company network): the founder's e-mail and phone follow the link.",
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
  },
  "The page's headline over the booking calendar: first on the page, once.",
);
