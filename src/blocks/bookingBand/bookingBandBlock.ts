import { z } from 'zod';
import { anchor, group, line, paragraph } from '../../content/fields.ts';
import { linkShape } from '../../content/shapes.ts';

export const bookingBandDefaultId = 'get-started';

/** The closing band: a title, a sentence, the booking button and an optional second link. */
export const bookingBandBlock = group('Booking band', {
  kind: z.literal('bookingBand'),
  id: anchor('Anchor of the band', `Lowercase letters, digits and hyphens; #${bookingBandDefaultId} when left empty.`).optional(),
  title: line('Title'),
  text: paragraph('Text'),
  buttonText: line('Words on the booking button (if not the usual ones)').optional(),
  secondary: linkShape.optional(),
});
