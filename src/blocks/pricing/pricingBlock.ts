import { line, paragraph } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** What follows each price, on the plans' and the add-ons' cards. */
export const perMonth = line('After each price', { min: 1, hint: 'Such as /month.', initially: '/month' });

/** The plans as the pricing page shows them: their prices and features come from Pricing, never copied here. */
export const pricingBlock = sectionBlock(
  'pricing',
  'Pricing plans',
  {
    perMonth,
    popularBadge: line('Badge of the popular plan', { initially: 'Most Popular' }),
    buttonText: line("Words of each plan's booking button", { initially: 'Get Started' }),
    finePrint: paragraph('Note under the plans', {
      initially: 'Prices are in US dollars per month, billed monthly in advance. Advertising spend and third-party software are billed at cost, only with your approval.',
    }),
  },
  'The three plans of Pricing side by side, the popular one marked.',
);
