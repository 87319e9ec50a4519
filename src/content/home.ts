/** Copy of the home page (SPEC.md "Home"), as typed data the page maps over. */
import { paths } from '../paths.ts';
import { site } from '../site.ts';
import type { FrameworkPillar, Industry, Metric, ProcessStep, ServiceCard } from './types.ts';

const { claims } = site;

export const homeHero = {
  title: 'Scale your business with us',
  lead: `Fractional CMO and CSO leadership for B2B tech, services and e-commerce companies. We align your marketing and sales into one revenue engine, put the plan, the people and the systems in place, and show you first results within ${claims.daysToFirstResults} days.`,
  imageAlt:
    'Illustration of a revenue dashboard: a rising growth chart, a marketing-to-sales funnel and a pipeline of booked calls.',
} as const;

export const heroProof: readonly Metric[] = [
  { value: claims.yearsExperience, label: 'years of digital transformation experience' },
  { value: `${claims.daysToFirstResults} days`, label: 'to first measurable results' },
  { value: claims.averageRevenueGrowth, label: 'average revenue growth for clients' },
  { value: `${claims.guaranteeDays}-day`, label: 'satisfaction guarantee' },
];

export const founderProfile = {
  heading: `Meet ${site.founder.name}`,
  role: site.founder.role,
  paragraphs: [
    `${site.founder.firstName} has spent ${claims.yearsExperience} years leading marketing and sales teams through digital transformation, from seed-stage SaaS to established services firms. The pattern never changes: growth stalls where marketing and sales stop talking to each other.`,
    `${site.name} exists to fix that. Instead of hiring a full-time CMO and CSO before you are ready, you get senior leadership for both functions, working inside your team, accountable for one number: revenue.`,
  ],
  highlights: [
    'Built and scaled revenue teams in B2B SaaS, professional services and e-commerce',
    'Hands-on operator: strategy, systems and the weekly rhythm that makes them stick',
    'One accountable leader across marketing and sales, not a committee of agencies',
  ],
} as const;

/** The three offers that introduce the firm, right under the founder profile. */
export const solutionCards: readonly ServiceCard[] = [
  {
    title: 'Fractional CMO',
    description:
      'Senior marketing leadership without the full-time salary: positioning, a 12-month plan, demand generation and the analytics to prove what works.',
    icon: 'megaphone',
    href: paths.fractionalCmo,
  },
  {
    title: 'Fractional CSO',
    description:
      'A sales leader who builds the process, coaches the team and owns the forecast, so revenue stops depending on the founder closing every deal.',
    icon: 'handshake',
    href: paths.fractionalCso,
  },
  {
    title: 'Revenue Strategy',
    description:
      'One plan for marketing and sales, with shared targets, a single funnel and the reporting that tells you where the next dollar should go.',
    icon: 'trendingUp',
    href: paths.revenueStrategy,
  },
];

/** The solution section (anchor `solutions`): what "smarketing" means in practice. */
export const solution = {
  title: 'One revenue engine instead of two departments',
  intro:
    'Most growing companies run marketing and sales as separate teams with separate goals. Smarketing, our marketing and sales alignment model, replaces the hand-off with one engine: shared targets, one definition of a qualified lead and one pipeline everyone works from.',
  points: [
    {
      title: 'Shared targets',
      description:
        'Marketing is measured on pipeline and revenue, not clicks. Sales commits to follow-up times on every qualified lead.',
      icon: 'target',
    },
    {
      title: 'One funnel, one source of truth',
      description:
        'A CRM set up so every lead, touchpoint and deal is visible to both teams, with reporting your board can trust.',
      icon: 'filter',
    },
    {
      title: 'A weekly revenue rhythm',
      description:
        'A short weekly meeting where marketing and sales review pipeline together and decide what to change next week.',
      icon: 'repeat',
    },
  ] satisfies readonly ServiceCard[],
} as const;

/** Niches (anchor `services`): the three markets we serve, each with the services we lead there. */
export const niches: readonly Industry[] = [
  {
    name: 'Tech',
    description:
      'SaaS, platforms and B2B software companies moving from founder-led sales to a repeatable, scalable go-to-market.',
    icon: 'cpu',
    features: ['Fractional CMO & CSO', 'GTM planning for launches', 'Product-led and sales-led funnels', 'CRM and revenue operations'],
  },
  {
    name: 'Services',
    description:
      'Consultancies, agencies and professional services firms that want a steady pipeline beyond referrals and partner networks.',
    icon: 'briefcase',
    features: ['Positioning and thought leadership', 'Account-based marketing', 'Sales process and proposals', 'Lead generation'],
  },
  {
    name: 'Retail/Ecomm',
    description:
      'E-commerce and retail brands selling to businesses or wholesale buyers, where acquisition costs and retention decide margins.',
    icon: 'cart',
    features: ['Digital marketing and paid media', 'Customer acquisition cost reduction', 'Channel and partner sales', 'Marketing analytics'],
  },
];

/** The problem section: what we usually find on day one. */
export const problems: readonly ServiceCard[] = [
  {
    title: 'Marketing and sales pull in different directions',
    description:
      'Marketing celebrates lead volume while sales complains about lead quality. Nobody owns the number in between.',
    icon: 'scale',
  },
  {
    title: 'Growth depends on the founder',
    description:
      'The founder still closes most deals and approves every campaign, so growth stops whenever their calendar is full.',
    icon: 'users',
  },
  {
    title: 'Spend without a clear return',
    description:
      'Agencies, tools and campaigns add up every month, yet nobody can say which channel produced last quarter’s revenue.',
    icon: 'dollar',
  },
  {
    title: 'A full-time executive is too early',
    description:
      'A seasoned CMO or CSO costs $250k+ a year before equity, and a wrong hire costs a year of momentum.',
    icon: 'clock',
  },
];

/** The partnership model: the client builds, we sell. */
export const partnership = {
  title: 'You build the product. We build the revenue.',
  intro:
    'A clear split of responsibilities is why our engagements move fast. You stay focused on what only you can do; we take ownership of how the market hears about it and buys it.',
  client: {
    title: 'You build',
    items: [
      'The product or service and its roadmap',
      'Delivery quality and customer success',
      'Company vision, culture and hiring bar',
      'Final say on budget and priorities',
    ],
  },
  provider: {
    title: 'We sell',
    items: [
      'Positioning, messaging and the go-to-market plan',
      'Demand generation and a qualified pipeline',
      'Sales process, playbooks and team coaching',
      'CRM, reporting and the weekly revenue rhythm',
    ],
  },
} as const;

/** The engagement model (anchor `approach`). */
export const engagementSteps: readonly ProcessStep[] = [
  {
    number: 1,
    title: 'Assessment',
    description:
      'Two to four weeks of interviews, data review and customer calls. You get a written diagnosis of your funnel, team and tech stack, and the three moves that matter most.',
  },
  {
    number: 2,
    title: 'Setup',
    description:
      'We build the foundations: positioning, the revenue plan, CRM and reporting, playbooks and the weekly rhythm. Quick wins ship in parallel so momentum starts early.',
  },
  {
    number: 3,
    title: 'Execute',
    description: `We lead marketing and sales week by week, coach your team and report on pipeline and revenue. First measurable results arrive within ${claims.daysToFirstResults} days.`,
  },
];

/** The revenue engine framework: eight pillars around one hub, at 45° spacing. */
export const frameworkPillars: readonly FrameworkPillar[] = [
  { name: 'Planning', description: 'A 12-month revenue plan with quarterly targets.', icon: 'compass', colour: '#1d4ed8' },
  { name: 'Analysis', description: 'Funnel, cohort and channel analysis of what you have.', icon: 'pieChart', colour: '#7c3aed' },
  { name: 'Research', description: 'Customer interviews, competitors and market sizing.', icon: 'search', colour: '#0e7490' },
  { name: 'Measurement', description: 'KPIs and dashboards both teams trust.', icon: 'gauge', colour: '#047857' },
  { name: 'Implement', description: 'Processes, tools and playbooks put to work.', icon: 'settings', colour: '#b45309' },
  { name: 'Monetization', description: 'Pricing, packaging and expansion revenue.', icon: 'dollar', colour: '#be123c' },
  { name: 'Marketing', description: 'Campaigns and content that create qualified demand.', icon: 'megaphone', colour: '#4338ca' },
  { name: 'Optimization', description: 'Weekly tests that compound conversion gains.', icon: 'refresh', colour: '#0f766e' },
];

export const frameworkHub = {
  title: 'Unified Revenue Engine',
  description: 'Marketing and sales run as one system, measured on revenue.',
} as const;

/** Our promises. */
export const promises: readonly ServiceCard[] = [
  {
    title: 'No competitor conflicts',
    description:
      'We never work with your direct competitors while we work with you. The one exception is a pure product deployment, such as a CRM installation, where no strategy is shared.',
    icon: 'shieldCheck',
  },
  {
    title: 'Outcomes, not nickel-and-diming',
    description:
      'One monthly fee covers the work. No billing by the hour, no surprise invoices for an extra meeting, and every engagement is tied to agreed revenue outcomes.',
    icon: 'target',
  },
  {
    title: 'Easy exit',
    description: `Month-to-month after the first ${claims.daysToFirstResults} days, a ${claims.guaranteeDays}-day satisfaction guarantee, and a full hand-over of plans, playbooks and data whenever you leave.`,
    icon: 'doorOpen',
  },
];
