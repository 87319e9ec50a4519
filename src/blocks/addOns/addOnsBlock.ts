import { line } from '../../content/fields.ts';
import { perMonth } from '../pricing/pricingBlock.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** The add-on services of Pricing, each with its price and a booking button. */
export const addOnsBlock = sectionBlock(
  'addOns',
  'Add-on services',
  { perMonth, buttonText: line("Words of each add-on's booking button", { initially: 'Add Service' }) },
  'The add-on services of Pricing, each with its monthly price.',
);
