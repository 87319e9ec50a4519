import { z } from 'zod';
import { group } from '../../content/fields.ts';
import { sectionFields } from '../sectionFields.ts';

/** The plans as the pricing page shows them: their prices and words come from Pricing, never copied here. */
export const pricingBlock = group('Pricing plans', { kind: z.literal('pricing'), ...sectionFields }, 'The three plans of Pricing, with the pricing page\'s words on their cards.');
