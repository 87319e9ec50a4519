/**
 * The pricing page's words (SPEC.md "Pricing"), from `src/content/pages/pricing.yml`; the plans,
 * add-ons and questions it shows are the pricing data (pricing.ts).
 */
import type { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { group, line, paragraph } from './fields.ts';
import { pageSeo } from './pageSeo.ts';
import { cards, ctaShape, heroShape, sectionHeading } from './shapes.ts';

const pricingPageSchema = group('Pricing page', {
  ...pageSeo,
  hero: group('Top of the page', { ...heroShape.shape, buttonText: line('Words of the booking button') }),
  perMonth: line('After each price', { min: 1, hint: 'Such as /month.' }),
  plans: group('Plans (#plans)', {
    ...sectionHeading,
    popularBadge: line('Badge of the popular plan'),
    buttonText: line("Words of each plan's booking button"),
    finePrint: paragraph('Note under the plans'),
  }),
  addOns: group('Add-on services (#enhanced-services)', { ...sectionHeading, buttonText: line("Words of each add-on's booking button") }),
  whyUs: group('Why us (#why-choose-us)', { ...sectionHeading, cards: cards('Reasons') }),
  faq: group('Questions (#faq)', sectionHeading),
  cta: ctaShape,
});

export type PricingPageContent = z.output<typeof pricingPageSchema>;

export const pricingPageFile = pageContent('pages/pricing.yml', pricingPageSchema, paths.pricing);
