import { z } from 'zod';
import { group, line, paragraph } from '../../content/fields.ts';
import { linkShape, metrics } from '../../content/shapes.ts';

/** The top of a page: its only headline, the booking button, a second link and key figures. */
export const heroFields = {
  eyebrow: line('Small label over the title'),
  title: line('Headline', { min: 5 }),
  lead: paragraph('Introduction under the headline'),
  bookingText: line('Words on the booking button (if not the usual ones)').optional(),
  secondary: linkShape.optional(),
  metrics: metrics('Key figures (without them, the usual three promises show)', { min: 2, max: 4 }).optional(),
};

export const heroBlock = group('Top of the page (headline)', { kind: z.literal('hero'), ...heroFields }, 'The page\'s headline: first on the page, once.');
