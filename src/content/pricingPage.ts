/** The pricing page (SPEC.md "Pricing"), from `src/content/pages/pricing.yml`: its title and description, and its blocks in the order they show; the plans, add-ons and questions are the pricing data (pricing.ts). */
import { paths } from '../paths.ts';
import { blockPageContent } from './blockPageContent.ts';

export const pricingPageFile = blockPageContent('pages/pricing.yml', 'Pricing page', paths.pricing);
