import { paths } from '../../paths.ts';
import { site } from '../../site.ts';
import type { ServiceDetailContent } from '../types.ts';

/** Copy of the Sales Strategy page (SPEC.md §2: four foundation services, three approach cards, eight components). */
export const salesStrategy: ServiceDetailContent = {
  hero: {
    eyebrow: 'Sales Strategy',
    title: 'Sales strategy that turns pipeline into predictable revenue',
    lead: 'We design the foundation your sales team runs on, from process and team structure to playbooks and forecasting, so every rep sells the same proven way and growth no longer depends on a few star performers.',
    secondary: { href: `${paths.salesStrategy}#components`, label: 'See the eight components' },
  },
  blocks: [
    {
      id: 'foundation',
      kind: 'cards',
      columns: 2,
      eyebrow: 'Foundation services',
      title: 'Build a sales foundation that scales',
      intro:
        'Most sales problems are foundation problems: an undocumented process, unclear roles, no shared playbook or a forecast nobody trusts. We fix all four.',
      items: [
        {
          title: 'Sales Process Design',
          icon: 'workflow',
          description:
            'A documented sales process built around how your customers buy, with clear stages, exit criteria and qualification rules that every rep follows.',
          features: ['Buyer journey mapping', 'Stage definitions and exit criteria', 'Qualification framework'],
        },
        {
          title: 'Sales Team Structure',
          icon: 'users',
          description:
            'The right roles, ratios and territories for your stage, from the first sales hire to a multi-team organization with specialist roles.',
          features: ['Role design for SDRs, account executives and account managers', 'Territory and account assignment', 'Capacity and hiring plan'],
        },
        {
          title: 'Sales Playbook Development',
          icon: 'bookOpen',
          description:
            'The messaging, discovery questions, objection handling and templates your reps use every day, written from what wins deals in your market.',
          features: ['Persona-based talk tracks', 'Objection handling guide', 'Email and call templates'],
        },
        {
          title: 'Pipeline Management & Forecasting',
          icon: 'lineChart',
          description:
            'A weekly pipeline rhythm, the sales metrics that matter and a forecasting method your leadership and board can rely on.',
          features: ['Pipeline review cadence', 'Sales KPI dashboard', 'Forecasting model and accuracy tracking'],
        },
      ],
    },
    {
      id: 'approach',
      kind: 'cards',
      eyebrow: 'Our approach',
      title: 'How we build your sales strategy',
      intro:
        'No templates copied from another company. Your strategy comes from your data, your buyers and the team you have today.',
      items: [
        {
          title: 'Diagnose with Data',
          icon: 'search',
          description:
            'We start from your CRM, win and loss history and recorded calls, not assumptions, to find where deals are really won and lost.',
          features: ['Pipeline and conversion analysis', 'Win/loss interviews', 'Sales team skills assessment'],
        },
        {
          title: 'Design Around Your Buyers',
          icon: 'target',
          description:
            'Every stage, message and methodology is built around how your customers make decisions, so selling feels like helping them buy.',
          features: ['Buying committee mapping', 'Methodology matched to your deal type', 'Marketing and sales hand-offs'],
        },
        {
          title: 'Build for Scale',
          icon: 'trendingUp',
          description:
            'Processes, playbooks and tools your team can run without us, with the training and coaching that make them stick.',
          features: ['Manager coaching routines', 'Onboarding for new hires', 'Quarterly strategy reviews'],
        },
      ],
    },
    {
      id: 'components',
      kind: 'cards',
      eyebrow: 'Strategy components',
      title: 'The eight components of a complete sales strategy',
      intro:
        'A sales strategy is more than a target. These eight components work together, and a gap in any one of them shows up in your results.',
      items: [
        {
          title: 'Ideal Customer Profile',
          icon: 'crosshair',
          description: 'The companies and buyers you win most often and most profitably, defined so reps can qualify in minutes.',
        },
        {
          title: 'Value Proposition & Messaging',
          icon: 'message',
          description: 'Why customers choose you, in words that land with each persona on the buying committee.',
        },
        {
          title: 'Sales Methodology',
          icon: 'compass',
          description: 'One shared way of qualifying and advancing deals, matched to your sales cycle and deal size.',
        },
        {
          title: 'Territory & Account Planning',
          icon: 'mapPin',
          description: 'Fair territories and named-account plans that focus effort on the biggest opportunities.',
        },
        {
          title: 'Compensation & Incentives',
          icon: 'dollar',
          description: 'Quotas and commission plans that reward the deals and behavior your strategy calls for.',
        },
        {
          title: 'Sales Technology Stack',
          icon: 'settings',
          description: 'A CRM and supporting tools configured around your process, with data your team keeps clean.',
        },
        {
          title: 'KPIs & Forecasting',
          icon: 'gauge',
          description: 'Leading and lagging indicators tracked weekly, and a forecast built on stage data rather than hope.',
        },
        {
          title: 'Sales & Marketing Alignment',
          icon: 'handshake',
          description: 'Shared definitions, hand-off rules and targets that make marketing and sales one revenue engine.',
        },
      ],
    },
  ],
  cta: {
    title: 'Ready to build a sales strategy that scales?',
    text: `Book a free strategy call with ${site.founder.firstName}. We will review your pipeline, your process and your team, and show you where the biggest gains are in the next ${site.claims.daysToFirstResults} days.`,
    secondary: { href: paths.fractionalCso, label: 'Explore Fractional CSO' },
  },
};
