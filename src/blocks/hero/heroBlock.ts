import { z } from 'zod';
import { choice, group, line, paragraph, yesNo } from '../../content/fields.ts';
import { linkShape, metrics } from '../../content/shapes.ts';

/** What every top of the page opens with: a small label, the page's only headline and the introduction under it. */
export const headlineFields = {
  eyebrow: line('Small label over the title'),
  title: line('Headline', { min: 5 }),
  lead: paragraph('Introduction under the headline'),
};

/** The top of a page: its only headline, the booking button, a second link and key figures. */
export const heroBlock = group(
  'Top of the page (headline)',
  {
    kind: z.literal('hero'),
    ...headlineFields,
    bookingText: line('Words on the booking button (if not the usual ones)').optional(),
    secondary: linkShape.optional(),
    metrics: metrics('Key figures (without them, the usual three promises show)', { min: 2, max: 4 }).optional(),
    backLink: yesNo('Link back to the home page over the headline'),
    withoutPromises: yesNo('Nothing under the buttons', 'Without key figures the usual three promises show under the buttons; on, neither shows.'),
    bookingLook: choice('Look of the booking button', { filled: 'Filled (the usual)', outline: 'Outlined' }).optional(),
  },
  "The page's headline: first on the page, once.",
);
