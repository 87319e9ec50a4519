/** Copy of the services overview page (SPEC.md "Services overview"): what we offer, for whom, and how. */
import { paths } from '../paths.ts';
import { site } from '../site.ts';
import type { Industry, ProcessStep, ServiceCard } from './types.ts';

/** The four leadership services, each with a 'Learn More' link to its page. */
export const coreServices = [
  {
    title: 'Fractional CMO',
    description:
      'A senior marketing executive on your leadership team, part-time. We set positioning and a 12-month plan, build demand generation and hold marketing accountable for pipeline.',
    icon: 'megaphone',
    features: ['Marketing strategy and 12-month roadmap', 'Brand positioning and messaging', 'Demand generation and budget ownership'],
    href: paths.fractionalCmo,
  },
  {
    title: 'Fractional CSO',
    description:
      'A sales leader who designs your process, coaches your reps and owns the forecast, so revenue no longer depends on the founder closing every deal.',
    icon: 'handshake',
    features: ['Sales process and playbook', 'Hiring, coaching and compensation plans', 'Pipeline reviews and forecasting'],
    href: paths.fractionalCso,
  },
  {
    title: 'GTM Planning',
    description:
      'A go-to-market plan for a new product, segment or region: who to target, what to say, which channels to use and how to launch with confidence.',
    icon: 'rocket',
    features: ['Market research and ideal customer profile', 'Value proposition and pricing input', 'Launch plan with success metrics'],
    href: paths.gtmPlanning,
  },
  {
    title: 'Revenue Strategy',
    description:
      'One plan for marketing, sales and customer success, with shared targets, a single funnel and the unit economics that show where the next dollar should go.',
    icon: 'trendingUp',
    features: ['Revenue model and growth targets', 'Funnel and conversion analysis', 'Customer acquisition cost reduction'],
    href: paths.revenueStrategy,
  },
] as const satisfies readonly ServiceCard[];

/** The six specialist services, each with an 'Explore Service' link. */
export const supportingServices = [
  {
    title: 'Lead Generation',
    description:
      'A predictable flow of qualified leads from outbound, content, paid and partner channels, nurtured until they are ready for a sales conversation.',
    icon: 'filter',
    href: paths.leadGeneration,
  },
  {
    title: 'Sales Enablement',
    description:
      'The tools, content, training and process your reps need to run better conversations and close more of the opportunities they already have.',
    icon: 'graduationCap',
    href: paths.salesEnablement,
  },
  {
    title: 'Sales Support',
    description:
      'Extra selling capacity when you need it: full-cycle sales support, field sales in the USA, and channel and partner management.',
    icon: 'headset',
    href: paths.salesSupport,
  },
  {
    title: 'Marketing Analytics',
    description:
      'Connected data and clear dashboards that show which campaigns create pipeline and revenue, with near real-time insight to act on.',
    icon: 'barChart',
    href: paths.marketingAnalytics,
  },
  {
    title: 'Digital Marketing',
    description:
      'Content planning, creation and distribution across search, social, e-mail and paid media, built around the questions your buyers ask.',
    icon: 'globe',
    href: paths.digitalMarketing,
  },
  {
    title: 'CRM Integration',
    description:
      'HubSpot, Salesforce and other CRMs set up around how you sell, with clean data, automation and reporting both teams trust.',
    icon: 'database',
    href: paths.crm,
  },
] as const satisfies readonly ServiceCard[];

export const serviceIndustries = [
  {
    name: 'Tech',
    description:
      'SaaS, platform and B2B software companies moving from founder-led selling to a repeatable, scalable revenue engine.',
    icon: 'cpu',
    features: ['Product launch and GTM planning', 'Product-led and sales-led funnels', 'Sales team build-out for Series A and B'],
  },
  {
    name: 'Services',
    description:
      'Consultancies, agencies and professional services firms that want a steady pipeline beyond referrals and partner networks.',
    icon: 'briefcase',
    features: ['Positioning and thought leadership', 'Account-based marketing to key targets', 'Proposal and pricing discipline'],
  },
  {
    name: 'E-commerce & Retail',
    description:
      'Online and omnichannel brands, including wholesale and B2B commerce, where acquisition cost and repeat purchase decide margin.',
    icon: 'cart',
    features: ['Paid media and conversion optimization', 'Retention and lifetime value programs', 'Wholesale and channel partner sales'],
  },
] as const satisfies readonly Industry[];

export const serviceProcess = [
  {
    title: 'Discovery & Assessment',
    description:
      'In the first two weeks we interview your team and customers, audit your funnel, data and tools, and benchmark you against your market.',
  },
  {
    title: 'Strategy Development',
    description:
      'We turn the findings into one plan for marketing and sales: priorities, targets, budget and the few initiatives that will move revenue first.',
  },
  {
    title: 'Implementation',
    description: `We lead the work alongside your team, put the processes and systems in place and deliver measurable results within ${site.claims.daysToFirstResults} days.`,
  },
  {
    title: 'Optimization',
    description:
      'A monthly review of results against targets; we double down on what works, cut what does not and keep improving your revenue engine.',
  },
] as const satisfies readonly ProcessStep[];
