import { site } from '../../site.ts';
import type { LeadershipService } from '../types.ts';
import { firstResultsPeriod } from './proofPoints.ts';

const { daysToFirstResults, guaranteeDays } = site.claims;

/** Copy of the Fractional CSO page (SPEC.md "Fractional CSO"; figures from §9). */
export const fractionalCso: LeadershipService = {
  hero: {
    eyebrow: 'Fractional CSO',
    title: 'Fractional CSO services that build a sales engine that scales',
    lead: `An experienced Chief Sales Officer who designs your sales process, coaches your team and owns the forecast, part-time and embedded in your leadership team. First results in ${daysToFirstResults} days, without the cost of a full-time executive.`,
  },
  services: {
    eyebrow: 'End-to-end services',
    title: 'End-to-end sales leadership',
    intro:
      'Your fractional CSO leads the whole sales function, from strategy and process to hiring, coaching and forecasting, and aligns it with marketing into one revenue engine.',
    groups: [
      {
        title: 'Sales Strategy & Foundation',
        icon: 'compass',
        description: 'The plan behind every deal: which markets, which customers, which sales motion and which targets.',
        items: [
          {
            title: 'Sales Strategy & Targets',
            description: 'Revenue targets broken down by segment, product and quarter, with the team capacity to hit them.',
          },
          {
            title: 'Ideal Customer Profile & Territories',
            description: 'Clear target accounts and fair territories, so reps spend their time where deals are won.',
          },
          {
            title: 'Sales Process Design',
            description: 'Stages, exit criteria and qualification rules that match how your customers actually buy.',
          },
          {
            title: 'Compensation & Incentive Plans',
            description: 'Quotas and commission plans that reward the behavior your strategy needs.',
          },
        ],
      },
      {
        title: 'Pipeline Generation & Deal Management',
        icon: 'target',
        description: 'A full, honest pipeline and the discipline to move every deal through it.',
        items: [
          {
            title: 'Outbound Prospecting',
            description: 'Sequences, cadences and messaging that open conversations with your target accounts.',
          },
          {
            title: 'Pipeline Reviews & Deal Coaching',
            description: 'Weekly reviews that surface risk early and help reps win the deals that matter most.',
          },
          {
            title: 'Forecasting & Sales Analytics',
            description: 'A forecast your leadership and board can rely on, built on stage data rather than optimism.',
          },
          {
            title: 'Sales & Marketing Alignment',
            description: 'Shared definitions, service-level agreements and one funnel that marketing and sales both own.',
          },
        ],
      },
      {
        title: 'Sales Performance & Growth',
        icon: 'trendingUp',
        description: 'The people, skills and tools that turn a good plan into consistent results, quarter after quarter.',
        items: [
          {
            title: 'Sales Hiring & Onboarding',
            description: 'Role profiles, interview scorecards and a ramp plan that makes new reps productive sooner.',
          },
          {
            title: 'Coaching & Training',
            description: 'Methodology training, call reviews and one-to-one coaching for reps and their managers.',
          },
          {
            title: 'Sales Tech Stack & CRM',
            description: 'A CRM and sales tools your team actually uses, configured around your sales process.',
          },
          {
            title: 'Customer Expansion & Retention',
            description: 'Account management and renewal plays that grow revenue from the customers you already have.',
          },
        ],
      },
    ],
  },
  methodologies: {
    eyebrow: 'Sales methodologies',
    title: 'The right methodology for how your customers buy',
    intro:
      'There is no single best way to sell. We match the methodology to your deal size, sales cycle and buying committee, then train and coach your team until it becomes habit.',
    groups: [
      {
        title: 'Complex B2B Sales',
        icon: 'network',
        description: 'Long sales cycles, larger contracts and buying committees with several stakeholders to win over.',
        items: [
          {
            title: 'MEDDIC',
            description:
              'A qualification framework (Metrics, Economic buyer, Decision criteria, Decision process, Identify pain, Champion) that shows which deals are real and what each one still needs.',
          },
          {
            title: 'Challenger',
            description:
              'Reps teach prospects something new about their business, tailor the message to each stakeholder and take control of the sale.',
          },
          {
            title: 'Account-Based Selling',
            description:
              'Sales and marketing work a defined list of high-value accounts together, with tailored outreach to every member of the buying group.',
          },
        ],
      },
      {
        title: 'Transactional Sales',
        icon: 'zap',
        description: 'Shorter sales cycles, higher deal volumes and one or two decision-makers per purchase.',
        items: [
          {
            title: 'SPIN Selling',
            description:
              'Situation, Problem, Implication and Need-payoff questions that help buyers see the cost of standing still.',
          },
          {
            title: 'Value Selling',
            description:
              'Every conversation anchored in the measurable business value the buyer gets, not in features or discounts.',
          },
          {
            title: 'Inbound Selling',
            description:
              'Reps engage prospects who are already researching, help them decide and move quickly from interest to signature.',
          },
        ],
      },
    ],
  },
  deliverables: {
    eyebrow: 'Deliverables',
    title: 'What you receive',
    intro:
      'Every engagement leaves you with a documented sales system your team can run, whether or not we are in the room.',
    key: {
      badge: 'Includes a 12-month roadmap',
      title: '40+ page sales blueprint',
      icon: 'fileText',
      description:
        'The operating manual for your sales organization: how you find, win and grow customers, and what changes month by month over the next year. Written for your leadership team and built for your reps to use every day.',
      contents: [
        'Sales strategy, targets and capacity model',
        'Ideal customer profile and territory plan',
        'Sales process with stage exit criteria',
        'Qualification framework and methodology',
        'Team structure, roles and hiring plan',
        'Compensation and quota recommendations',
        'KPI framework and forecasting model',
        '12-month roadmap with owners and milestones',
      ],
    },
    others: [
      {
        title: 'Sales Playbook',
        icon: 'bookOpen',
        description:
          'Talk tracks, discovery questions, objection handling and email templates for every stage and buyer persona.',
      },
      {
        title: 'Pipeline & Forecast Dashboard',
        icon: 'dashboard',
        description:
          'A live view of pipeline coverage, stage conversion, win rates and forecast accuracy, built in your CRM.',
      },
      {
        title: 'CRM Configuration',
        icon: 'database',
        description: 'Your CRM set up around the new process: stages, required fields, automation and reports.',
      },
      {
        title: 'Compensation Plan',
        icon: 'dollar',
        description: 'Quota and commission design that rewards new business, retention and the right deal mix.',
      },
      {
        title: 'Hiring & Onboarding Kit',
        icon: 'userCheck',
        description: 'Role profiles, interview scorecards and a structured ramp plan for every new sales hire.',
      },
      {
        title: 'Sales Performance Reviews',
        icon: 'presentation',
        description:
          "A quarterly review of results against plan, rep performance and the next quarter's priorities, ready for your board.",
      },
    ],
  },
  roi: {
    eyebrow: 'ROI commitment',
    title: 'Targets agreed up front, reported every month',
    intro:
      'Before we start, we agree the metrics that matter for your business and how we will measure them. These are the improvements our CSO engagements are designed to deliver.',
    metrics: [
      {
        value: '25-50%',
        label: 'Higher close rates',
        description: 'Sharper qualification and deal coaching turn more opportunities into customers.',
      },
      {
        value: '30-60%',
        label: 'Shorter sales cycle',
        description: 'A clear process and mutual action plans remove the stalls between stages.',
      },
      {
        value: '2-4x',
        label: 'Revenue growth in 12 months',
        description: 'Gains in pipeline, win rate and deal size compound over the year.',
      },
      {
        value: firstResultsPeriod,
        label: 'To first results',
        description: 'Visible improvement in pipeline quality and conversion within the first quarter.',
      },
    ],
    commitment: `Every engagement comes with our ${guaranteeDays}-day satisfaction guarantee: if your first ${guaranteeDays} days do not leave you confident in the plan and the partnership, you are free to stop, with nothing more owed.`,
  },
  industries: {
    eyebrow: 'Industry expertise',
    title: 'Industry-specific expertise',
    intro:
      'Selling software subscriptions, consulting engagements and wholesale orders calls for different teams and motions. We have built sales organizations for each.',
    items: [
      {
        name: 'Tech',
        icon: 'cpu',
        description:
          'Software and technology companies moving from founder-led selling to a repeatable, scalable sales team.',
        features: [
          'Founder-led to team-led sales transition',
          'SaaS metrics: ARR, net retention and payback',
          'Mid-market and enterprise deal strategy',
          'Sales assist for product-led growth',
        ],
      },
      {
        name: 'Services',
        icon: 'briefcase',
        description: 'Consultancies and professional services firms that sell expertise through relationships and proposals.',
        features: [
          'Business development programs for partners',
          'Proposal, scoping and pricing strategy',
          'Key account growth plans',
          'Referral and alliance channels',
        ],
      },
      {
        name: 'E-commerce & Retail',
        icon: 'cart',
        description:
          'Brands and retailers growing wholesale, B2B and partnership revenue alongside their direct-to-consumer sales.',
        features: [
          'Wholesale and distributor sales strategy',
          'Retail buyer and category pitches',
          'Corporate and bulk order programs',
          'Marketplace and channel partner management',
        ],
      },
    ],
  },
  process: {
    eyebrow: 'Our process',
    title: 'A six-phase process from audit to scale',
    intro:
      'The first six months follow a clear plan, then a steady leadership rhythm takes over. You always know what we are working on and why.',
    phases: [
      {
        phase: 'Week 1-2',
        title: 'Sales Audit & Discovery',
        duration: '2 weeks',
        description:
          'We review your pipeline, CRM data, win and loss history and recorded calls, and interview your team and recent customers.',
        deliverables: ['Pipeline and CRM audit', 'Win/loss analysis', 'Team skills assessment', 'Baseline sales metrics'],
      },
      {
        phase: 'Week 3-4',
        title: 'Sales Strategy & Blueprint',
        duration: '2 weeks',
        description:
          'We set targets, define your ideal customer and sales process, choose the methodology and write the sales blueprint.',
        deliverables: [
          '40+ page sales blueprint',
          '12-month sales roadmap',
          'Sales process and stage criteria',
          'Targets and capacity model',
        ],
      },
      {
        phase: 'Month 2',
        title: 'Process & Tools',
        duration: '4 weeks',
        description:
          'We configure your CRM around the new process, build the playbook and set up pipeline and forecast reporting.',
        deliverables: ['CRM configuration', 'Sales playbook', 'Pipeline and forecast dashboard', 'Qualification framework'],
      },
      {
        phase: 'Month 3',
        title: 'Team Enablement',
        duration: '4 weeks',
        description:
          'Your team is trained on the methodology and the playbook, with weekly deal coaching and pipeline reviews.',
        deliverables: [
          'Methodology training',
          'Weekly pipeline reviews',
          'Call coaching sessions',
          `${daysToFirstResults}-day results review`,
        ],
      },
      {
        phase: 'Month 4-6',
        title: 'Performance & Scale',
        duration: '3 months',
        description:
          'We tune the process with real deal data, redesign compensation where needed and hire the people who will carry growth.',
        deliverables: [
          'Conversion and win-rate analysis',
          'Compensation plan',
          'Hiring and onboarding kit',
          'Quarterly sales review',
        ],
      },
      {
        phase: 'Ongoing',
        title: 'Sales Leadership',
        duration: 'Month 7 onward',
        description:
          'Your fractional CSO runs the sales rhythm as part of your executive team: forecasting, coaching managers and planning each quarter.',
        deliverables: [
          'Monthly forecast and performance reports',
          'Quarterly sales strategy refresh',
          'Manager and rep coaching',
          'Board-ready sales updates',
        ],
      },
    ],
  },
  results: {
    eyebrow: 'Results timeline',
    title: 'What results look like, and when',
    intro: 'Sales improvements build on each other. This is what clients can expect as the new system takes hold.',
    milestones: [
      {
        period: '30 days',
        title: 'Visibility and quick wins',
        description: 'An honest view of your pipeline, an agreed sales strategy and the first process fixes in place.',
        outcomes: [
          'Clean, trusted pipeline data',
          'Sales blueprint and roadmap approved',
          'Faster follow-up on open opportunities',
        ],
      },
      {
        period: firstResultsPeriod,
        title: 'First measurable results',
        description: 'The new process and weekly coaching start to show in conversion rates and deal velocity.',
        outcomes: [
          'One process and methodology in use',
          'Forecast accuracy improving',
          'Higher stage-to-stage conversion',
        ],
      },
      {
        period: '180 days',
        title: 'Consistent performance',
        description: 'Win rates and sales cycles improve quarter on quarter, and new hires ramp faster.',
        outcomes: [
          'Higher close rates on qualified deals',
          'Shorter, more predictable sales cycles',
          'Pipeline coverage for the quarter ahead',
        ],
      },
      {
        period: '12+ months',
        title: 'Scalable revenue growth',
        description:
          'A sales organization with the leaders, process and data to keep growing without the founder in every deal.',
        outcomes: [
          'Revenue growing against a 12-month plan',
          'Managers who coach and forecast confidently',
          'A sales team ready for the next stage',
        ],
      },
    ],
  },
  cta: {
    title: 'Ready to build a sales team that wins consistently?',
    text: `Book a free strategy call with ${site.founder.firstName}. We will look at your pipeline, your team and your targets, and show you what a fractional CSO would change in your first ${daysToFirstResults} days.`,
  },
};
