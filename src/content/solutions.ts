/** Copy of the solutions page (SPEC.md "Solutions"): three core pillars and the nine-part portfolio. */
import { paths, servicePath } from '../paths.ts';
import { site } from '../site.ts';
import type { ServiceCard } from './types.ts';

const { claims } = site;

export const solutionPillars = [
  {
    title: 'Full-Service Expert Team',
    description:
      'One engagement gives you a senior marketing leader, a senior sales leader and the specialists behind them, instead of a patchwork of freelancers and agencies.',
    icon: 'users',
    features: [
      'Fractional CMO and CSO leadership',
      'Specialists in content, paid media, CRM and analytics',
      'One point of accountability for revenue',
    ],
  },
  {
    title: 'Embedded Partnership',
    description:
      'We work inside your business, in your tools and meetings, as part of your leadership team. You build the product; we build the engine that sells it.',
    icon: 'handshake',
    features: [
      'Weekly working sessions with your team',
      'Shared dashboards and transparent reporting',
      'Knowledge transfer so your people own the playbook',
    ],
  },
  {
    title: 'Unified Revenue Engine',
    description:
      'Marketing and sales run from one plan, one funnel and one set of numbers, so leads turn into pipeline and pipeline turns into revenue.',
    icon: 'workflow',
    features: [
      'Shared targets and lead definitions',
      'A single CRM as the source of truth',
      'A weekly revenue rhythm across both teams',
    ],
  },
] as const satisfies readonly ServiceCard[];

/** The nine solutions, each linking to the service page that delivers it. */
export const solutionPortfolio = [
  {
    title: 'Revenue Strategy & Planning',
    description:
      'Growth targets, revenue model and a quarter-by-quarter plan that ties marketing and sales activity to the number you need to hit.',
    icon: 'trendingUp',
    href: servicePath('revenue-strategy'),
  },
  {
    title: 'Lead Generation & Qualification',
    description:
      'Multi-channel programs that fill the pipeline, with clear qualification criteria so sales spends its time on buyers who are ready.',
    icon: 'filter',
    href: servicePath('lead-generation'),
  },
  {
    title: 'Sales Enablement & Training',
    description:
      'Playbooks, sales content, tools and coaching that help every rep run a better conversation and close more of the right deals.',
    icon: 'graduationCap',
    href: servicePath('sales-enablement-tools'),
  },
  {
    title: 'Marketing Automation & Tech Stack',
    description:
      'A lean, connected stack: automation that nurtures leads, routes them to sales and keeps data clean, without tools nobody uses.',
    icon: 'settings',
    href: servicePath('crm'),
  },
  {
    title: 'Brand Positioning & Messaging',
    description:
      'A clear answer to why you and why now: positioning, value propositions and messaging your whole team uses consistently.',
    icon: 'megaphone',
    href: servicePath('fractional-cmo'),
  },
  {
    title: 'Digital Marketing',
    description:
      'Content, search, social, e-mail and paid campaigns planned around your buyers and measured by the pipeline they create.',
    icon: 'globe',
    href: servicePath('content-digital-marketing'),
  },
  {
    title: 'GTM Strategy & Execution',
    description:
      'Launch plans for new products, segments and regions, from ideal customer profile and pricing input to channels and launch metrics.',
    icon: 'rocket',
    href: servicePath('gtm-planning'),
  },
  {
    title: 'CRM Implementation & Management',
    description:
      'CRM set up around your sales process, integrated with marketing tools and maintained so forecasts and reports stay trustworthy.',
    icon: 'database',
    href: servicePath('crm'),
  },
  {
    title: 'ABM Strategy & Campaigns',
    description:
      'Account-based programs that coordinate marketing and sales on your highest-value targets with tailored outreach and content.',
    icon: 'crosshair',
    href: servicePath('sales-strategy'),
  },
] as const satisfies readonly ServiceCard[];

/** The before/after comparison: what changes when marketing and sales run as one engine. */
export const solutionShift = {
  before: {
    title: 'Two departments',
    points: [
      'Marketing reports leads; sales reports deals; nobody owns the gap in between',
      'Separate tools and spreadsheets, so every meeting starts by arguing about the numbers',
      'Agencies and freelancers each optimize their own channel',
      'Growth depends on the founder closing the big deals',
    ],
  },
  after: {
    title: 'One revenue engine',
    points: [
      'Shared targets and one definition of a qualified lead',
      'One CRM and one dashboard both teams trust',
      'Every channel is judged by the pipeline and revenue it creates',
      `A repeatable process that produces first results within ${claims.daysToFirstResults} days and scales without you`,
    ],
  },
} as const;
