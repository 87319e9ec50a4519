/**
 * Plans, add-ons, reasons and FAQs of the pricing page (SPEC.md §9). Prices are whole US dollars
 * per month; pages format them with `formatUsd` so a price is written in one place only.
 */
import { site } from '../site.ts';
import type { AddOnService, FaqItem, PricingPlan, ServiceCard } from './types.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** `formatUsd(5000)` → "$5,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Business days from signing to kick-off (FAQ). */
export const startLeadTime = '5-7 business days';

export const plans = [
  {
    name: 'Startup',
    subtitle: 'For early-stage companies',
    price: 5000,
    period: 'month',
    description:
      'Senior guidance to put a repeatable marketing and sales foundation in place while the founders still carry the deals.',
    features: [
      'Marketing strategy development',
      'Sales process optimization',
      'Lead generation setup',
      'Monthly strategy and performance reviews',
      'Email and chat support',
    ],
    popular: false,
    icon: 'rocket',
    colour: 'blue',
    buttonVariant: 'outline',
  },
  {
    name: 'Scale',
    subtitle: 'For growing companies',
    price: 10000,
    period: 'month',
    description:
      'Fractional CMO/CSO leadership that runs your revenue engine week to week, aligns marketing and sales, and coaches your team.',
    features: [
      'Everything in Startup',
      'Fractional CMO/CSO leadership',
      'Advanced analytics and reporting',
      'Content strategy',
      'Sales team training',
      'Competitive analysis',
      'Priority support with weekly calls',
    ],
    popular: true,
    icon: 'trendingUp',
    colour: 'amber',
    buttonVariant: 'primary',
  },
  {
    name: 'Growth',
    subtitle: 'For companies scaling fast',
    price: 20000,
    period: 'month',
    description:
      'A dedicated leadership team with specialist support to run multi-channel growth, automate the funnel and augment your people.',
    features: [
      'Everything in Scale',
      'Dedicated account management',
      'Custom GTM strategy',
      'Multi-channel campaigns',
      'Marketing and sales automation',
      'Team augmentation',
      '24/7 priority support',
      'Specialist consulting',
    ],
    popular: false,
    icon: 'trophy',
    colour: 'green',
    buttonVariant: 'outline',
  },
] as const satisfies readonly PricingPlan[];

export const addOns = [
  {
    name: 'Content Creation',
    price: 1500,
    description:
      'Blog articles, case studies, sales one-pagers and social posts written to your positioning and published on a steady calendar.',
  },
  {
    name: 'Paid Advertising',
    price: 3000,
    description:
      'Campaign strategy, build and weekly optimization on LinkedIn, Google and Meta, reported against pipeline rather than clicks.',
  },
  {
    name: 'CRM Integration',
    price: 5000,
    description:
      'HubSpot, Salesforce, Pipedrive or Zoho configured around your sales process, with clean data, automation and dashboards.',
  },
  {
    name: 'Sales Development',
    price: 5000,
    description:
      'Outbound prospecting by trained SDRs: targeted account lists, multi-touch sequences and qualified meetings booked for your closers.',
  },
  {
    name: 'Digital Marketing',
    price: 7500,
    description:
      'Full-funnel digital execution: SEO, email nurture, paid social, landing pages and conversion testing, run as one program.',
  },
] as const satisfies readonly AddOnService[];

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

export const pricingFaqs = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes, you can change plans at any time. Upgrades take effect immediately and we invoice only the prorated difference for the rest of the month; downgrades take effect at the start of your next billing cycle.',
  },
  {
    question: 'Do you work with companies outside the United States?',
    answer:
      'Yes. We deliver our services remotely to clients worldwide and work across time zones with scheduled calls and shared workspaces. The one exception is in-person field sales, which is currently limited to the USA.',
  },
  {
    question: 'What if we are not satisfied?',
    answer: `Every new engagement carries a ${site.claims.guaranteeDays}-day satisfaction guarantee. Tell us within the first ${site.claims.guaranteeDays} days and we will either fix what is not working or end the engagement and refund your first month's fee.`,
  },
  {
    question: 'How quickly can we get started?',
    answer: `Most engagements start within ${startLeadTime} of signing. The first two weeks are an assessment of your market, funnel, team and tools, which becomes the plan for your first ${site.claims.daysToFirstResults} days.`,
  },
  {
    question: 'Is training for our team included?',
    answer:
      'Yes, all plans include training. Your people learn the messaging, processes and tools we put in place, so the results keep coming after our engagement ends.',
  },
  {
    question: 'Are there long-term contracts or hidden fees?',
    answer:
      "No. Plans run month to month and either side can end them with 30 days' written notice. Third-party costs such as ad spend or software licenses are billed at cost, only with your approval, and never marked up.",
  },
] as const satisfies readonly FaqItem[];
