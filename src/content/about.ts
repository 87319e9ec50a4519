/** Copy of the founder / about page (SPEC.md "Founder / About"). */
import { paths, servicePath } from '../paths.ts';
import { site } from '../site.ts';
import { formatUsd, plans, pricingTokens } from './pricing.ts';
import type { Metric, ServiceCard } from './types.ts';

const { claims, founder } = site;

/** Win-rate improvement clients see once sales runs on a shared process (founder page claim). */
export const winRateImprovement = '25-35%';

export const aboutHero = {
  title: `Meet ${founder.name}`,
  lead: `${founder.firstName} has spent ${claims.yearsExperience} years building marketing and sales engines for B2B technology, services and e-commerce companies. ${site.name} puts that experience on your leadership team, part-time, and accountable for revenue.`,
} as const;

export const whoWeAre = {
  paragraphs: [
    `${site.name} is a fractional marketing and sales leadership firm founded by ${founder.name} in ${site.established}. We work with founders and leadership teams of growing B2B companies that have outgrown founder-led selling but are not yet ready, or not yet sure, to hire a full-time CMO and CSO.`,
    `We join your team as its senior marketing and sales leaders. We set the strategy, run the weekly rhythm, coach your people and put the systems in place, then leave you with a revenue engine your own team can run.`,
  ],
  facts: [
    { label: 'Founded', value: String(site.established) },
    { label: 'Headquarters', value: `${site.office.city}, ${site.office.regionName}` },
    { label: 'Experience', value: `${claims.yearsExperience} years` },
    { label: 'Clients', value: 'Remote, worldwide' },
  ],
} as const;

export const whatWeDo = [
  {
    title: 'Fractional marketing leadership',
    description:
      'A part-time CMO who sets positioning and a 12-month plan, leads your marketers and agencies, and answers for pipeline, not vanity metrics.',
    icon: 'megaphone',
    href: servicePath('fractional-cmo'),
  },
  {
    title: 'Fractional sales leadership',
    description:
      'A part-time CSO who builds your sales process and playbook, coaches your reps and gives you a forecast you can plan around.',
    icon: 'handshake',
    href: servicePath('fractional-cso'),
  },
  {
    title: 'Revenue and go-to-market strategy',
    description:
      'One plan for marketing and sales: target segments, growth goals, launch plans and the unit economics behind them.',
    icon: 'compass',
    href: servicePath('revenue-strategy'),
  },
  {
    title: 'Revenue operations and enablement',
    description:
      'The CRM, data, content and training that let both teams work from one funnel and turn more conversations into customers.',
    icon: 'settings',
    href: servicePath('sales-enablement-tools'),
  },
] as const satisfies readonly ServiceCard[];

export const philosophy = {
  quote:
    'Marketing and sales are not two departments. They are one revenue engine, and it only runs well when both halves share a plan, a funnel and a number.',
  principles: [
    {
      title: 'One engine, not two teams',
      description:
        'We align marketing and sales around shared targets and one definition of a qualified lead. Smarketing is not a buzzword for us; it is how we run every engagement.',
      icon: 'workflow',
    },
    {
      title: 'Outcomes over activity',
      description:
        'We measure ourselves by pipeline, win rate and revenue, not by the number of campaigns launched or reports delivered.',
      icon: 'target',
    },
    {
      title: 'Build it to outlast us',
      description:
        'Every process, playbook and dashboard is documented and handed over, so your team keeps the results long after our engagement ends.',
      icon: 'layers',
    },
  ],
} as const satisfies { quote: string; principles: readonly ServiceCard[] };

export const aboutProduct = {
  paragraphs: [
    `${site.name} offers senior marketing and sales leadership as a monthly service. Instead of recruiting two executives, you choose a plan that matches your stage, from ${formatUsd(plans[0].price)} a month, and add specialist services such as content, paid advertising or CRM integration when you need them.`,
    `Engagements start within ${pricingTokens.startLeadTime}, begin with a two-week assessment and aim for measurable results within ${claims.daysToFirstResults} days. There are no long-term contracts, and every new client is covered by our ${claims.guaranteeDays}-day satisfaction guarantee.`,
  ],
  highlights: [
    'Fractional CMO and CSO leadership in one engagement',
    'Specialists for content, paid media, CRM, analytics and sales development',
    `First measurable results within ${claims.daysToFirstResults} days`,
    `${claims.guaranteeDays}-day satisfaction guarantee, month-to-month plans`,
  ],
} as const;

export const trackRecord: readonly Metric[] = [
  {
    value: claims.cacReduction,
    label: 'CAC reduction',
    description: 'Lower customer acquisition cost by moving budget to the channels that produce revenue.',
  },
  {
    value: winRateImprovement,
    label: 'win-rate improvement',
    description: 'Higher close rates from a shared sales process, better qualification and coaching.',
  },
  {
    value: claims.averageRevenueGrowth,
    label: 'average revenue growth',
    description: 'Across client engagements where marketing and sales were run as one engine.',
  },
  {
    value: claims.yearsExperience,
    label: 'years of experience',
    description: 'Leading digital transformation in B2B marketing and sales teams.',
  },
];

export const founderDifference = {
  title: `What Makes ${founder.firstName} Different`,
  paragraphs: [
    `Most fractional executives come from one side of the funnel. ${founder.firstName} has led both: marketing teams that had to prove their pipeline, and sales teams that had to hit a quota. That is why ${founder.firstName} can fix the hand-off between them, where most growth quietly leaks away.`,
    `${founder.firstName} is also an operator, not only an adviser. Expect working sessions in your CRM, call reviews with your reps and a weekly revenue meeting, alongside the strategy documents and board updates.`,
  ],
  expertise: [
    'B2B marketing strategy and positioning',
    'Sales process design and coaching',
    'Go-to-market planning and product launches',
    'Demand generation and account-based marketing',
    'Revenue operations and CRM architecture',
    'Marketing analytics and attribution',
    'Sales hiring, onboarding and compensation',
    'Pricing and packaging input',
    'Forecasting and board reporting',
    'Partner and channel programs',
    'Customer retention and expansion',
    'Leading teams through change',
  ],
} as const;

export const whyPartner = [
  {
    title: 'Senior from day one',
    description:
      'You work directly with an experienced executive, not a junior account team. The person who sells the engagement is the person who leads it.',
    icon: 'award',
  },
  {
    title: 'No competitor conflicts',
    description:
      'We do not work for your direct competitors, except on pure product deployments, so your strategy and data stay yours.',
    icon: 'shieldCheck',
  },
  {
    title: 'Outcomes, not nickel-and-diming',
    description:
      'One monthly fee tied to clear goals. No hourly billing, no surprise invoices, and third-party costs only at cost and with your approval.',
    icon: 'thumbsUp',
  },
  {
    title: 'Easy exit',
    description:
      "Month-to-month plans, 30 days' notice, and everything we build stays with you. We keep clients by delivering, not by contracts.",
    icon: 'doorOpen',
  },
] as const satisfies readonly ServiceCard[];
