import { site } from '../../site.ts';
import type { LeadershipService } from '../types.ts';
import { firstResultsPeriod } from './proofPoints.ts';

const { daysToFirstResults, guaranteeDays } = site.claims;

/** Copy of the Fractional CMO page (SPEC.md "Fractional CMO"; figures from §9). */
export const fractionalCmo: LeadershipService = {
  hero: {
    eyebrow: 'Fractional CMO',
    title: 'Fractional CMO services that turn marketing into pipeline',
    lead: `A seasoned Chief Marketing Officer on your leadership team for a fraction of the cost of a full-time executive. We set the strategy, build the engine and own the numbers, with first results in ${daysToFirstResults} days.`,
  },
  services: {
    eyebrow: 'End-to-end services',
    title: 'End-to-end marketing leadership',
    intro:
      'From positioning to pipeline reporting, your fractional CMO leads every part of marketing, working with your team, your agencies and your sales leaders as one revenue function.',
    groups: [
      {
        title: 'Strategic Foundation',
        icon: 'compass',
        description: 'The decisions everything else depends on: who you sell to, why they buy and how you win.',
        items: [
          {
            title: 'Market & Competitive Analysis',
            description: "A clear read of your market, your competitors' positioning and the gaps you can own.",
          },
          {
            title: 'Ideal Customer Profile & Personas',
            description: 'Firmographic and behavioral profiles built from your best customers and your won and lost deals.',
          },
          {
            title: 'Positioning & Messaging',
            description: 'A value proposition and message framework that buyers remember and your sales team actually uses.',
          },
          {
            title: 'Marketing Budget & Planning',
            description: "A channel mix and budget tied to pipeline targets, not to last year's spend.",
          },
        ],
      },
      {
        title: 'Demand Generation & Lead Management',
        icon: 'megaphone',
        description: 'Campaigns and systems that create qualified demand and hand it to sales at the right moment.',
        items: [
          {
            title: 'Multi-Channel Campaigns',
            description: 'Paid, organic, email, events and partner programs planned as one calendar with one set of goals.',
          },
          {
            title: 'Content & Thought Leadership',
            description: 'Content that earns the attention of buyers and gives sales something worth sending.',
          },
          {
            title: 'Lead Scoring & Qualification',
            description: 'Shared MQL and SQL definitions, a scoring model and service-level agreements with sales.',
          },
          {
            title: 'Marketing Automation & Nurturing',
            description: 'Nurture journeys that keep prospects engaged until they are ready for a conversation.',
          },
        ],
      },
      {
        title: 'Analytics & Growth',
        icon: 'lineChart',
        description: "Measurement that shows what works, so every quarter's budget goes further than the last.",
        items: [
          {
            title: 'Attribution & Reporting',
            description: 'Dashboards that connect marketing activity to pipeline, revenue and customer acquisition cost.',
          },
          {
            title: 'Conversion Rate Optimization',
            description: 'Structured testing of pages, offers and journeys to lift conversion at every stage of the funnel.',
          },
          {
            title: 'Marketing Technology Stack',
            description: 'An audit and roadmap for your CRM, automation and analytics tools, and the integrations between them.',
          },
          {
            title: 'Team Development & Agency Management',
            description: 'Hiring, coaching and directing the people and partners who execute the plan.',
          },
        ],
      },
    ],
  },
  deliverables: {
    eyebrow: 'Deliverables',
    title: 'What you receive',
    intro:
      'Every engagement produces documented, reusable assets that belong to you, so the strategy keeps working long after the engagement ends.',
    key: {
      badge: 'Includes a 12-month roadmap',
      title: '50+ page marketing strategy document',
      icon: 'fileText',
      description:
        'The blueprint for your marketing function: where you play, how you win and what happens month by month over the next year. Written for your leadership team and board, and built to be executed rather than filed.',
      contents: [
        'Market, competitor and customer analysis',
        'Ideal customer profiles and buyer personas',
        'Positioning, value proposition and messaging',
        'Channel strategy and budget allocation',
        'Demand generation and content plan',
        'KPI framework with quarterly targets',
        '12-month roadmap with owners and milestones',
        'Marketing technology recommendations',
      ],
    },
    others: [
      {
        title: 'Brand & Messaging Guide',
        icon: 'penTool',
        description:
          'Voice, key messages and proof points by persona, so everyone from sales to your agencies tells the same story.',
      },
      {
        title: 'Campaign Playbooks',
        icon: 'bookOpen',
        description:
          'Step-by-step plans for your priority campaigns: audience, offer, channels, budget, timeline and success measures.',
      },
      {
        title: 'Marketing Performance Dashboard',
        icon: 'dashboard',
        description:
          'A live view of pipeline contribution, cost per acquisition and channel ROI, built in the tools you already own.',
      },
      {
        title: 'Lead Management Framework',
        icon: 'filter',
        description:
          'Lifecycle stages, a scoring model and hand-off rules, agreed with your sales leadership and configured in your CRM.',
      },
      {
        title: 'Quarterly Business Reviews',
        icon: 'presentation',
        description:
          "A board-ready review every quarter: results against plan, what we learned and the next quarter's priorities.",
      },
      {
        title: 'Marketing Team & Hiring Plan',
        icon: 'users',
        description:
          'Which roles to hire, which to outsource and when, with role profiles and interview scorecards for each hire.',
      },
    ],
  },
  roi: {
    eyebrow: 'ROI commitment',
    title: 'An ROI commitment, not just a retainer',
    intro:
      'We agree the targets with you before work starts and report against them every month. These are the results our CMO engagements are built to deliver.',
    metrics: [
      {
        value: '3-5x',
        label: 'ROI within 12 months',
        description: 'Return on your total marketing investment, our fees included.',
      },
      {
        value: '40-60%',
        label: 'Better lead quality',
        description: 'More of the leads marketing passes on are accepted by sales and become opportunities.',
      },
      {
        value: '25-40%',
        label: 'Lower cost per acquisition',
        description: 'Budget moves from channels that look busy to channels that bring in customers.',
      },
      {
        value: firstResultsPeriod,
        label: 'To first results',
        description: 'Measurable movement in pipeline metrics within the first quarter.',
      },
    ],
    commitment: `Backed by our ${guaranteeDays}-day satisfaction guarantee: if the first ${guaranteeDays} days do not give you confidence in the plan and the partnership, you can end the engagement with no further obligation.`,
  },
  industries: {
    eyebrow: 'Industry expertise',
    title: 'Industry-specific expertise',
    intro:
      'Marketing a software platform, a professional services firm and an online store are different jobs. We bring playbooks proven in each.',
    items: [
      {
        name: 'Tech',
        icon: 'cpu',
        description:
          'SaaS, software and technology companies selling to businesses, from the first repeatable channel to scale.',
        features: [
          'Product-led and sales-led growth motions',
          'Product launches and category positioning',
          'Pipeline metrics for ARR, churn and expansion',
          'Developer, partner and marketplace channels',
        ],
      },
      {
        name: 'Services',
        icon: 'briefcase',
        description: 'Consultancies, agencies and professional services firms whose expertise is the product.',
        features: [
          'Thought leadership and founder-led brand',
          'Account-based marketing to target clients',
          'Referral and partner programs',
          'Proposal-to-close conversion',
        ],
      },
      {
        name: 'E-commerce & Retail',
        icon: 'cart',
        description: 'Online and omnichannel brands that need profitable growth, not just more traffic.',
        features: [
          'Acquisition cost and lifetime value modeling',
          'Paid social, search and marketplace strategy',
          'Retention, email and loyalty programs',
          'Seasonal and promotional campaign planning',
        ],
      },
    ],
  },
  process: {
    eyebrow: 'Our process',
    title: 'A six-phase process from audit to scale',
    intro:
      'A clear plan for the first six months and a steady operating rhythm after that. You always know what we are working on and what comes next.',
    phases: [
      {
        phase: 'Week 1-2',
        title: 'Discovery & Audit',
        duration: '2 weeks',
        description:
          'We interview your leadership, sales team and best customers, and audit your marketing, data, tools and results to date.',
        deliverables: [
          'Stakeholder and customer interviews',
          'Marketing and technology audit',
          'Baseline KPI report',
          'Prioritized quick-win list',
        ],
      },
      {
        phase: 'Week 3-4',
        title: 'Strategy & Positioning',
        duration: '2 weeks',
        description:
          'We define your ideal customers, positioning and channel mix, and write the marketing strategy with its 12-month roadmap.',
        deliverables: [
          '50+ page marketing strategy document',
          '12-month marketing roadmap',
          'Messaging framework',
          'Budget and KPI targets',
        ],
      },
      {
        phase: 'Month 2',
        title: 'Foundation & Infrastructure',
        duration: '4 weeks',
        description:
          'We set up the systems the plan depends on: CRM hygiene, tracking and attribution, lead scoring, automation and reporting.',
        deliverables: [
          'Tracking and attribution set-up',
          'Lead scoring and hand-off rules',
          'Marketing performance dashboard',
          'Campaign playbooks',
        ],
      },
      {
        phase: 'Month 3',
        title: 'Campaign Launch',
        duration: '4 weeks',
        description:
          'The first campaigns go live across your priority channels, with weekly performance reviews and fast adjustments.',
        deliverables: [
          'Priority campaigns live',
          'Content calendar',
          'Lead nurturing sequences',
          `${daysToFirstResults}-day results review`,
        ],
      },
      {
        phase: 'Month 4-6',
        title: 'Optimization & Scale',
        duration: '3 months',
        description:
          'We double down on the channels that convert, cut what does not and build the team that will sustain growth.',
        deliverables: [
          'Channel and budget reallocation',
          'Conversion rate experiments',
          'Hiring and agency plan',
          'Quarterly business review',
        ],
      },
      {
        phase: 'Ongoing',
        title: 'Leadership & Growth',
        duration: 'Month 7 onward',
        description:
          'Your fractional CMO leads marketing as part of your executive team: planning each quarter, coaching the team and reporting to the board.',
        deliverables: [
          'Monthly performance reports',
          'Quarterly strategy refresh',
          'Team coaching and reviews',
          'Board and investor updates',
        ],
      },
    ],
  },
  results: {
    eyebrow: 'Results timeline',
    title: 'What results look like, and when',
    intro: 'Marketing compounds. This is what clients can expect as the engine comes together.',
    milestones: [
      {
        period: '30 days',
        title: 'Clarity and quick wins',
        description: 'A complete picture of what works, a strategy your leadership agrees on and the first fixes in place.',
        outcomes: ['Audit and baseline metrics complete', 'Strategy and roadmap approved', 'Quick wins live in existing channels'],
      },
      {
        period: firstResultsPeriod,
        title: 'First measurable results',
        description: 'The new engine starts to show in the numbers: better leads, clearer reporting, a fuller pipeline.',
        outcomes: [
          'Campaigns live and optimized weekly',
          'Higher-quality leads reaching sales',
          'Reporting from spend to pipeline',
        ],
      },
      {
        period: '180 days',
        title: 'Predictable pipeline',
        description: 'Campaigns are tuned, the team is in place and pipeline grows month over month.',
        outcomes: [
          'Falling cost per acquisition',
          'Steady month-over-month pipeline growth',
          'Marketing and sales working one funnel',
        ],
      },
      {
        period: '12+ months',
        title: 'Scalable growth',
        description: 'Marketing is a dependable growth engine with the people, process and data to keep scaling.',
        outcomes: [
          'Return on marketing investment proven',
          'A capable, well-led marketing team',
          'Strategy refreshed for the next stage',
        ],
      },
    ],
  },
  cta: {
    title: 'Ready for marketing leadership that delivers?',
    text: `Book a free strategy call with ${site.founder.firstName}. We will review your marketing, your pipeline and your goals, and show you what a fractional CMO would change in your first ${daysToFirstResults} days.`,
  },
};
