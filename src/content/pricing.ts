/**
 * Plans, add-ons and FAQs of the pricing page (SPEC.md §9). The owner edits them in
 * `src/content/data/pricing.yml` (by hand or in the editor at /admin/); this module validates them
 * and adds what is code: each plan card's icon, accent and button. Prices are whole US dollars per
 * month; pages format them with `formatUsd` so a price is written in one place only.
 */
import { z } from 'zod';
import { loadDataFile } from './dataFile.ts';
import { siteTokens } from './siteTokens.ts';
import { fillTokens, type TokenValues } from './tokens.ts';
import type { IconName } from '../components/icons.ts';

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
] as const satisfies readonly { icon: IconName; colour: PlanAccent }[];

/** A text, with the label (and hint) of its editor field; `paragraph` for one typed on several lines. */
const text = (min: number, what: string, label: string, { hint, paragraph = false }: { hint?: string; paragraph?: boolean } = {}) =>
  z
    .string({ error: `must be ${what}` })
    .trim()
    .min(min, { error: `must be ${what}` })
    .meta({ label, ...(hint ? { hint } : {}), ...(paragraph ? { widget: 'text' as const } : {}) });
const dollars = z
  .number({ error: 'must be a price in whole dollars, such as 5000' })
  .int({ error: 'must be whole dollars, without cents' })
  .positive({ error: 'must be more than $0' })
  .meta({ label: 'Price per month', hint: 'Whole US dollars a month, without $ or commas.' });
const description = text(20, 'a description of at least 20 characters', 'Description', { paragraph: true });
const figuresHint = 'May name a figure in braces, such as {startLeadTime}: Site settings lists them all.';
const uniqueNames = (items: readonly { name: string }[], context: z.RefinementCtx, what: string) => {
  items.forEach((item, index) => {
    if (items.findIndex((other) => other.name.toLowerCase() === item.name.toLowerCase()) !== index) {
      context.addIssue({ code: 'custom', path: [index, 'name'], message: `"${item.name}" is already the name of another ${what}` });
    }
  });
};

/** What the owner edits: the shape of `src/content/data/pricing.yml`; its labels and hints are the editor's fields. */
export const pricingDataSchema = z.strictObject({
  plans: z
    .array(
      z.strictObject({
        name: text(2, 'a plan name', 'Name'),
        subtitle: text(5, 'a subtitle such as "For growing companies"', 'Subtitle'),
        price: dollars,
        description,
        features: z
          .array(text(3, 'a feature', 'Feature'), { error: 'must be a list of features' })
          .min(1, { error: 'needs at least one feature' })
          .meta({ label: 'Features', singular: 'feature' }),
        popular: z.boolean({ error: 'must be true or false' }).meta({ label: 'Most popular', default: false }),
      }),
      { error: 'must be a list of plans' },
    )
    .length(planStyles.length, { error: `must hold exactly ${planStyles.length} plans: the page shows them side by side` })
    .superRefine((plans, context) => {
      uniqueNames(plans, context, 'plan');
      if (plans.filter((plan) => plan.popular).length !== 1) context.addIssue({ code: 'custom', message: 'exactly one plan must be marked popular (it carries the Most Popular badge)' });
    })
    // Three plans, open, so the owner sees every price at once.
    .meta({ label: 'Plans', hint: 'The page shows three plans side by side; exactly one is marked popular.', summary: '{{fields.name}}: ${{fields.price}}', singular: 'plan', collapsed: false }),
  addOns: z
    .array(z.strictObject({ name: text(2, 'a service name', 'Name'), price: dollars, description }), {
      error: 'must be a list of add-on services',
    })
    .min(1, { error: 'needs at least one add-on service' })
    .superRefine((addOns, context) => uniqueNames(addOns, context, 'add-on service'))
    .meta({ label: 'Add-on services', singular: 'add-on service', summary: '{{fields.name}}: ${{fields.price}}' }),
  startLeadTime: text(3, 'how soon an engagement starts, such as "5-7 business days"', 'Time to start', {
    hint: 'How soon an engagement starts after signing, such as "5-7 business days"; an FAQ can write {startLeadTime}.',
  }),
  faqs: z
    .array(
      z.strictObject({
        question: text(10, 'a question', 'Question', { hint: figuresHint }),
        answer: text(20, 'an answer of at least 20 characters', 'Answer', { hint: figuresHint, paragraph: true }),
      }),
      { error: 'must be a list of questions' },
    )
    .min(1, { error: 'needs at least one question' })
    .meta({ label: 'Questions and answers', singular: 'question', summary: '{{fields.question}}' }),
});

export type PricingData = z.infer<typeof pricingDataSchema>;
type AddOnService = PricingData['addOns'][number];
type FaqItem = PricingData['faqs'][number];

/** Named accent of a pricing plan; the card maps it to a theme colour (no inline styles). */
export type PlanAccent = 'blue' | 'amber' | 'green';

/** A plan with what its card adds: icon, accent and button. */
type PricingPlan = PricingData['plans'][number] & {
  icon: IconName;
  colour: PlanAccent;
  buttonVariant: 'primary' | 'secondary' | 'outline';
};

/** The file the owner edits, relative to the data folder. */
export const pricingDataFile = 'pricing.yml';

/** The pricing's figures content files write in braces: `{startLeadTime}`, `{startingPrice}`. */
export function pricingTokensOf(data: PricingData): Pick<TokenValues, 'startLeadTime' | 'startingPrice'> {
  return { startLeadTime: data.startLeadTime, startingPrice: formatUsd(Math.min(...data.plans.map((plan) => plan.price))) };
}

/** What the pricing page shows of the data: the plans in page order, the add-ons, the questions with their figures filled in. */
export interface Pricing {
  plans: readonly PricingPlan[];
  addOns: readonly AddOnService[];
  faqs: readonly FaqItem[];
}

/** The plans with their card's icon, accent and button (the schema holds exactly one plan per style). */
export function pricingOf(data: PricingData, tokens: TokenValues): Pricing {
  return {
    plans: data.plans.map((plan, index): PricingPlan => ({ ...plan, ...planStyles[index % planStyles.length]!, buttonVariant: plan.popular ? 'primary' : 'outline' })),
    addOns: data.addOns,
    faqs: fillTokens(data.faqs, tokens),
  };
}

const data = loadDataFile(pricingDataFile, pricingDataSchema);

export const pricingTokens = pricingTokensOf(data);

export const pricing = pricingOf(data, { ...siteTokens, ...pricingTokens });
