import { paths } from '../../paths.ts';
import { site } from '../../site.ts';
import type { ServiceDetailContent } from '../types.ts';

const { yearsExperience, daysToFirstResults, guaranteeDays, averageRevenueGrowth, cacReduction } = site.claims;

/** Copy of the Revenue Strategy page (SPEC.md §2 "Service detail pages"). */
export const revenueStrategy: ServiceDetailContent = {
  hero: {
    eyebrow: 'Revenue Strategy',
    title: 'Revenue strategy that turns growth into a system',
    lead: 'We connect marketing, sales and customer success into one revenue engine, with the plan, the metrics and the operating rhythm to grow predictably, quarter after quarter.',
    bookingText: 'Book Strategy Consultation',
    secondary: { href: `${paths.revenueStrategy}#approach`, label: 'See our approach' },
    metrics: [
      {
        value: averageRevenueGrowth,
        label: 'Average revenue growth',
        description: 'Across client engagements, measured from the start of the work.',
      },
      {
        value: cacReduction,
        label: 'Customer acquisition cost reduction',
        description: 'Spend moved to the segments and channels that pay back.',
      },
      {
        value: '25-35%',
        label: 'Faster sales cycle',
        description: 'From first conversation to signed contract.',
      },
      {
        value: '95%+',
        label: 'Client success rate',
        description: 'Engagements that meet the targets agreed at the start.',
      },
    ],
  },
  blocks: [
    {
      id: 'services',
      kind: 'cards',
      eyebrow: 'What we do',
      title: 'Revenue strategy services',
      intro:
        'Growth stalls when marketing, sales and customer success each optimize their own numbers. We design the strategy and the operating model that make them work as one.',
      items: [
        {
          title: 'Revenue Operations Design',
          icon: 'workflow',
          description:
            'One operating model for marketing, sales and customer success: shared funnel stages, clean hand-offs, common data and joint targets.',
          features: ['Unified funnel definitions', 'Hand-off rules and service levels', 'RevOps tooling and data model'],
        },
        {
          title: 'Pricing & Packaging Strategy',
          icon: 'dollar',
          description:
            'Pricing that reflects the value you deliver, and packages that make buying, upgrading and expanding easy.',
          features: ['Value-based pricing research', 'Tier and package design', 'Discounting guardrails'],
        },
        {
          title: 'Customer Acquisition Strategy',
          icon: 'target',
          description:
            'The segments, channels and offers that bring in the right customers at a cost that pays back quickly.',
          features: ['Segment prioritization', 'Channel mix and acquisition cost targets', 'Payback period modeling'],
        },
        {
          title: 'Revenue Forecasting & Planning',
          icon: 'lineChart',
          description:
            'Annual and quarterly revenue plans built bottom-up from team capacity, conversion rates and pipeline data.',
          features: ['Bottom-up revenue model', 'Capacity and hiring plan', 'Forecast cadence and accuracy tracking'],
        },
        {
          title: 'Retention & Expansion',
          icon: 'repeat',
          description:
            'Programs that reduce churn and grow existing accounts, so more of your growth comes from customers you already have.',
          features: ['Customer health scoring', 'Churn early-warning signals', 'Upsell and cross-sell plays'],
        },
        {
          title: 'Revenue Analytics & Reporting',
          icon: 'pieChart',
          description:
            'One view of the metrics that matter, from pipeline coverage and win rates to net revenue retention.',
          features: ['Executive revenue dashboard', 'Unit economics reporting', 'Board-ready KPI pack'],
        },
      ],
    },
    {
      id: 'approach',
      kind: 'phases',
      eyebrow: 'Our approach',
      title: 'A proven three-phase approach',
      intro:
        'We diagnose before we prescribe. Each phase ends with clear decisions and deliverables, so you see progress from the first week.',
      phases: [
        {
          phase: 'Phase 1',
          title: 'Revenue Assessment',
          duration: '2-4 weeks',
          description:
            'We map how revenue is really generated today: funnel conversion, unit economics, pricing, team capacity and the quality of the data behind them.',
          deliverables: [
            'Revenue engine audit',
            'Funnel and unit economics analysis',
            'Growth opportunity map',
            'Prioritized recommendations',
          ],
        },
        {
          phase: 'Phase 2',
          title: 'Strategy Development',
          duration: '3-6 weeks',
          description:
            'We design your revenue strategy: target segments, go-to-market motion, pricing, targets and the operating model that ties your teams together.',
          deliverables: [
            'Revenue strategy and targets',
            'Pricing and packaging recommendations',
            'Revenue operations model',
            '12-month revenue roadmap',
          ],
        },
        {
          phase: 'Phase 3',
          title: 'Implementation & Optimization',
          duration: 'Ongoing',
          description:
            'We put the plan to work alongside your team, track results weekly and refine whatever is not performing until the engine runs on its own.',
          deliverables: [
            'Implementation plan with owners',
            'Live revenue dashboard',
            'Monthly performance reviews',
            'Quarterly strategy updates',
          ],
        },
      ],
    },
    {
      id: 'results',
      kind: 'cards',
      eyebrow: 'Results',
      title: 'What a unified revenue strategy delivers',
      intro:
        'Clients come to us with growth that depends on heroics. They leave with a revenue engine that is measurable, repeatable and ready to scale.',
      items: [
        {
          title: 'Predictable Pipeline',
          icon: 'trendingUp',
          description:
            'Pipeline targets set from revenue goals and tracked weekly, so the quarter holds no surprises.',
          features: ['Coverage targets by segment', 'Early warning on shortfalls'],
        },
        {
          title: 'Efficient Acquisition',
          icon: 'gauge',
          description:
            'Budget moves to the segments and channels with the fastest payback, lowering the cost of every new customer.',
          features: ['Lower customer acquisition cost', 'Shorter payback periods'],
        },
        {
          title: 'Faster Deals',
          icon: 'zap',
          description:
            'Better qualification, a clear buying process and aligned hand-offs shorten the path from first touch to signature.',
          features: ['Fewer stalled opportunities', 'Higher stage-to-stage conversion'],
        },
        {
          title: 'Compounding Growth',
          icon: 'layers',
          description:
            'Retention and expansion programs mean every year starts from a larger base of loyal customers.',
          features: ['Higher net revenue retention', 'More expansion revenue'],
        },
      ],
    },
    {
      id: 'why-choose-us',
      kind: 'cards',
      eyebrow: 'Our commitment',
      title: 'Why Choose Us',
      intro:
        'Strategy is only useful if it gets executed. We stay with you from diagnosis to results, and we stand behind the work.',
      items: [
        {
          title: `${yearsExperience} Years of Experience`,
          icon: 'award',
          description: `${yearsExperience} years of digital transformation and revenue leadership in technology, services and e-commerce companies.`,
        },
        {
          title: 'One Revenue Engine',
          icon: 'handshake',
          description:
            'We align marketing and sales around shared targets (smarketing), so every team pulls toward the same number.',
        },
        {
          title: `Results in ${daysToFirstResults} Days`,
          icon: 'clock',
          description: `A plan built for early wins: first results within ${daysToFirstResults} days while the long-term strategy takes hold.`,
        },
        {
          title: `${guaranteeDays}-Day Satisfaction Guarantee`,
          icon: 'shieldCheck',
          description: `If the first ${guaranteeDays} days do not give you confidence in the plan and the partnership, you can walk away.`,
        },
      ],
    },
  ],
  cta: {
    title: 'Ready to transform your revenue?',
    text: `Book a strategy consultation with ${site.founder.firstName}. We will review your funnel, your numbers and your goals, and outline the revenue plan for your next 12 months.`,
    buttonText: 'Start Your Revenue Transformation',
    secondary: { href: paths.contact, label: 'Learn More', context: 'about working with our team' },
  },
};
