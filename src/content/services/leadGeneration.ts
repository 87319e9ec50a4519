import { site } from '../../site.ts';
import type { ServiceAreasContent } from '../types.ts';

/** /services/lead-generation: four solutions, each with its own anchored section (SPEC.md §2). */
export const leadGeneration = {
  hero: {
    eyebrow: 'Lead Generation',
    title: 'Lead generation that fills your pipeline with buyers, not just names',
    lead: 'We design, run and measure the programs that bring qualified B2B buyers to your sales team: a clear target, the right mix of channels, nurturing that keeps deals warm and reporting that shows what every lead costs and what it is worth.',
  },
  metrics: [
    {
      value: site.claims.averageRevenueGrowth,
      label: 'Average lead increase',
      description: 'More qualified leads once strategy, channels and nurturing work as one program.',
    },
    {
      value: '50%',
      label: 'Lower cost per lead',
      description: 'As budget moves from channels that generate clicks to channels that generate pipeline.',
    },
    {
      value: '25%+',
      label: 'Higher conversion',
      description: 'From lead to sales opportunity, through sharper targeting, scoring and follow-up.',
    },
  ],
  areas: {
    id: 'solutions',
    eyebrow: 'Our solutions',
    title: 'Lead Generation Solutions',
    intro:
      'Four connected disciplines, run as one program. Start with the one that hurts most today, or let us build the whole engine with you.',
    exploreLabel: 'Explore our solutions',
    items: [
      {
        anchor: 'lead-strategy',
        title: 'Lead Strategy & Targeting',
        summary:
          'Define exactly who you sell to, what makes them buy now and which accounts deserve your team’s time.',
        icon: 'target',
        intro:
          'Most lead problems start before the first campaign: a fuzzy target, a generic message and no agreement between marketing and sales on what a good lead is. We fix that first.',
        body: [
          'We begin with your closed-won deals, your lost deals and your current pipeline. Interviews with customers and with your sales team show who buys, why they buy and what triggers the search for a solution like yours. From that evidence we build an ideal customer profile and buyer personas that rest on facts rather than guesswork.',
          'We then turn the profile into a working target: a tiered account list, the buying committee in each tier, the messages that answer each role’s concerns and a shared definition of marketing-qualified and sales-qualified leads that both teams sign off. Everything downstream (channels, content, scoring) is built on this foundation.',
        ],
        deliverables: [
          'Ideal customer profile and buyer personas',
          'Tiered target account list',
          'Messaging framework by persona and buying stage',
          'Shared MQL and SQL definitions with a hand-off agreement',
        ],
        outcomes: [
          'Sales spends its time on accounts that can buy',
          'Campaigns speak to real pains, not generic features',
          'Marketing and sales agree on what a good lead is',
        ],
      },
      {
        anchor: 'multi-channel',
        title: 'Multi-Channel Campaigns',
        summary:
          'Reach buyers where they research (search, LinkedIn, email, content and events), coordinated as one campaign.',
        icon: 'megaphone',
        intro:
          'B2B buyers meet a vendor many times before they talk to sales. We plan those touches across channels so each one builds on the last, and we put budget where the data says it works.',
        body: [
          'We choose channels from your buyers’ habits and your unit economics, not from a template. A typical mix combines search and paid social to capture existing demand, LinkedIn and targeted outbound for named accounts, email and webinars for education, and partner or event programs where your market gathers.',
          'Each campaign has one offer, one audience and one conversion goal, with landing pages and tracking built before launch. We test creative and audiences every week, shift spend towards the combinations that produce pipeline and retire what does not. Outbound sequences run alongside, so accounts that engage with your ads hear from a person at the right moment.',
        ],
        deliverables: [
          'Channel plan and budget allocation',
          'Campaign creative, landing pages and offers',
          'Outbound sequences coordinated with paid and organic activity',
          'Weekly testing and budget reallocation',
        ],
        outcomes: [
          'A steady flow of leads instead of campaign spikes',
          'A falling cost per lead as spend follows results',
          'Named accounts engaged across several channels at once',
        ],
      },
      {
        anchor: 'lead-nurturing',
        title: 'Lead Nurturing & Scoring',
        summary:
          'Keep buyers who are not ready yet warm with relevant follow-up, and pass sales the leads that are ready to talk.',
        icon: 'workflow',
        intro:
          'Most new leads are not ready to buy today. Without nurturing they go cold or get a premature sales call. With it they come back when the timing is right, and your team knows whom to call first.',
        body: [
          'We map nurture tracks to the buyer journey and to each persona: educational content for early research, proof and comparisons during evaluation, and clear next steps for buyers close to a decision. The tracks run in your marketing automation platform and react to what each buyer does, not to a fixed calendar.',
          'Lead scoring combines fit (company size, industry, role) with engagement (visits, downloads, replies), so sales receives a short list of leads worth calling, each with the context of what they read and asked. Leads that sales hands back are recycled into nurture rather than lost.',
        ],
        deliverables: [
          'Nurture tracks by persona and buying stage',
          'Lead scoring model based on fit and engagement',
          'Automated hand-off to sales with full context',
          'Recycling rules for leads that are not ready yet',
        ],
        outcomes: [
          'More leads turn into sales opportunities',
          'Faster follow-up, with better context for every call',
          'Fewer good leads falling through the cracks',
        ],
      },
      {
        anchor: 'lead-analytics',
        title: 'Lead Analytics & Optimization',
        summary:
          'See what each channel and campaign really produces in pipeline and revenue, and improve it every month.',
        icon: 'barChart',
        intro:
          'Counting leads is easy; knowing which leads turn into revenue is what lets you invest with confidence. We connect marketing activity to pipeline and closed deals.',
        body: [
          'We set up tracking from first touch to closed deal: UTM conventions, CRM fields, campaign attribution and a funnel report that shows conversion rates and cost at every stage. Where data is missing or messy, we fix the process that creates it, not just the report.',
          'Every month we review the numbers with you: cost per lead and per opportunity by channel, lead-to-opportunity conversion, pipeline created and revenue influenced. Each review ends with a short list of changes (budget to move, tests to run, steps to tighten), so the program becomes more efficient over time.',
        ],
        deliverables: [
          'End-to-end funnel tracking and attribution',
          'Pipeline and revenue dashboards by channel and campaign',
          'Monthly performance review with recommendations',
          'A running test plan for offers, audiences and landing pages',
        ],
        outcomes: [
          'A known, real cost per opportunity',
          'Budget decisions based on revenue, not clicks',
          'Conversion rates that improve quarter after quarter',
        ],
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our Lead Generation Process',
    intro: 'Four steps from the first audit to a lead engine that runs, and improves, every month.',
    steps: [
      {
        title: 'Audit & Discovery',
        description:
          'We review your funnel, data, campaigns and sales feedback to find where leads are lost and which sources already work.',
      },
      {
        title: 'Strategy & Targeting',
        description:
          'We define your ideal customers, target accounts, messages and lead definitions, and agree volume targets with sales.',
      },
      {
        title: 'Launch & Execute',
        description:
          'We build campaigns, nurture tracks and scoring, then launch channel by channel with tracking in place from day one.',
      },
      {
        title: 'Measure & Optimize',
        description:
          'We report pipeline and cost every month, move budget to what converts and keep testing to lower your cost per lead.',
      },
    ],
  },
  cta: {
    title: 'Ready for a pipeline you can count on?',
    text: `Book a free strategy call. We will review your current lead flow, show you where qualified buyers slip away and outline what the first ${site.claims.daysToFirstResults} days of a program would deliver.`,
  },
} as const satisfies ServiceAreasContent;
