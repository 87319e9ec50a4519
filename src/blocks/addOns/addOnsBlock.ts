import { z } from 'zod';
import { group, line } from '../../content/fields.ts';
import { perMonth } from '../pricing/pricingBlock.ts';
import { sectionFields } from '../sectionFields.ts';

/** The add-on services of Pricing, each with its price and a booking button. */
export const addOnsBlock = group(
  'Add-on services',
  { kind: z.literal('addOns'), ...sectionFields, perMonth, buttonText: line("Words of each add-on's booking button", { initially: 'Add Service' }) },
  'The add-on services of Pricing, each with its monthly price.',
);
