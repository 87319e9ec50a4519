/**
 * Plans, add-ons and FAQs of the pricing page (SPEC.md §9). The owner edits them in
 * `src/content/data/pricing.yml` (by hand or in the editor at /admin/); this module validates them
 * and adds what is code: each plan card's icon, accent and button. Prices are whole US dollars per
 * month; pages format them with `formatUsd` so a price is written in one place only.
 */
import { z } from 'zod';
import { loadDataFile } from './dataFile.ts';
import { site } from '../site.ts';
import { siteTokens } from './siteTokens.ts';
import { fillTokens, type TokenValues } from './tokens.ts';
import type { AddOnService, FaqItem, PricingPlan, ServiceCard } from './types.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** `formatUsd(5000)` → "$5,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Icon and accent of the plan cards, in page order: the page shows three plans side by side. */
const planStyles = [
  { icon: 'rocket', colour: 'blue' },
  { icon: 'trendingUp', colour: 'amber' },
  { icon: 'trophy', colour: 'green' },
] as const satisfies readonly Pick<PricingPlan, 'icon' | 'colour'>[];

const text = (min: number, what: string) => z.string({ error: `must be ${what}` }).trim().min(min, { error: `must be ${what}` });
const dollars = z
  .number({ error: 'must be a price in whole dollars, such as 5000' })
  .int({ error: 'must be whole dollars, without cents' })
  .positive({ error: 'must be more than $0' });
const uniqueNames = (items: readonly { name: string }[], context: z.RefinementCtx, what: string) => {
  items.forEach((item, index) => {
    if (items.findIndex((other) => other.name.toLowerCase() === item.name.toLowerCase()) !== index) {
      context.addIssue({ code: 'custom', path: [index, 'name'], message: `"${item.name}" is already the name of another ${what}` });
    }
  });
};

/** What the owner edits: the shape of `src/content/data/pricing.yml`. */
export const pricingDataSchema = z.strictObject({
  plans: z
    .array(
      z.strictObject({
        name: text(2, 'a plan name'),
        subtitle: text(5, 'a subtitle such as "For growing companies"'),
        price: dollars,
        description: text(20, 'a description of at least 20 characters'),
        features: z.array(text(3, 'a feature'), { error: 'must be a list of features' }).min(1, { error: 'needs at least one feature' }),
        popular: z.boolean({ error: 'must be true or false' }),
      }),
      { error: 'must be a list of plans' },
    )
    .length(planStyles.length, { error: `must hold exactly ${planStyles.length} plans: the page shows them side by side` })
    .superRefine((plans, context) => {
      uniqueNames(plans, context, 'plan');
      if (plans.filter((plan) => plan.popular).length !== 1) context.addIssue({ code: 'custom', message: 'exactly one plan must be marked popular (it carries the Most Popular badge)' });
    }),
  addOns: z
    .array(z.strictObject({ name: text(2, 'a service name'), price: dollars, description: text(20, 'a description of at least 20 characters') }), {
      error: 'must be a list of add-on services',
    })
    .min(1, { error: 'needs at least one add-on service' })
    .superRefine((addOns, context) => uniqueNames(addOns, context, 'add-on service')),
  startLeadTime: text(3, 'how soon an engagement starts, such as "5-7 business days"'),
  faqs: z
    .array(z.strictObject({ question: text(10, 'a question'), answer: text(20, 'an answer of at least 20 characters') }), { error: 'must be a list of questions' })
    .min(1, { error: 'needs at least one question' }),
});

export type PricingData = z.infer<typeof pricingDataSchema>;

/** The file the owner edits, relative to the data folder. */
export const pricingDataFile = 'pricing.yml';

const data = loadDataFile(pricingDataFile, pricingDataSchema);

/** The pricing's figures content files write in braces: `{startLeadTime}`, `{startingPrice}`. */
export const pricingTokens = {
  startLeadTime: data.startLeadTime,
  startingPrice: formatUsd(Math.min(...data.plans.map((plan) => plan.price))),
} as const satisfies Pick<TokenValues, 'startLeadTime' | 'startingPrice'>;

/** The three plans in page order (the schema holds exactly one per style); the first is the entry price. */
export const plans = data.plans.map(
  (plan, index): PricingPlan => ({ ...plan, period: 'month', ...planStyles[index % planStyles.length]!, buttonVariant: plan.popular ? 'primary' : 'outline' }),
) as unknown as readonly [PricingPlan, PricingPlan, PricingPlan];

export const addOns: readonly AddOnService[] = data.addOns;

export const pricingFaqs: readonly FaqItem[] = fillTokens(data.faqs, { ...siteTokens, ...pricingTokens });

export const pricingReasons = [
  {
    title: 'Senior leadership for a fraction of the cost',
    description:
      'A full-time CMO or CSO costs $250,000 to $400,000 a year before equity. Every plan gives you executive experience for a fraction of that, with no recruiting risk.',
    icon: 'dollar',
  },
  {
    title: `Results within ${site.claims.daysToFirstResults} days`,
    description: `We start with the fastest path to pipeline, so you see measurable movement in leads, conversion or win rate within ${site.claims.daysToFirstResults} days, not at the end of a long project.`,
    icon: 'zap',
  },
  {
    title: `${site.claims.guaranteeDays}-day satisfaction guarantee`,
    description: `If the first ${site.claims.guaranteeDays} days do not meet your expectations, we fix it or refund your first month. We would rather earn your trust than lock you in.`,
    icon: 'shieldCheck',
  },
  {
    title: 'Month to month, no lock-in',
    description:
      'No long-term contracts and no surprise fees. Change plans as you grow, and keep every strategy, playbook and dashboard we build with you.',
    icon: 'doorOpen',
  },
] as const satisfies readonly ServiceCard[];
