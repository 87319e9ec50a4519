import { paths } from '../../paths.ts';
import { site } from '../../site.ts';
import type { ServiceDetailContent } from '../types.ts';

/** Copy of the GTM Planning page (SPEC.md §2 "Service detail pages"). */
export const gtmPlanning: ServiceDetailContent = {
  hero: {
    eyebrow: 'GTM Planning',
    title: 'Strategic Go-To-Market Planning',
    lead: 'Launch new products, enter new markets and reposition with confidence. We build the go-to-market plan that connects research, positioning, channels and sales execution, then help you run it.',
    secondary: { href: `${paths.gtmPlanning}#phases`, label: 'See the four phases' },
    metrics: [
      { value: '40%+', label: 'Faster Market Entry', description: 'From go decision to first revenue.' },
      { value: '85%+', label: 'Launch Success Rate', description: 'Launches that meet their first-year targets.' },
      { value: '200%+', label: 'Revenue Growth', description: 'From the new products and markets we launch.' },
      { value: '3x', label: 'Market Share', description: 'Gained in the segments a launch targets.' },
    ],
  },
  blocks: [
    {
      id: 'components',
      kind: 'cards',
      columns: 2,
      eyebrow: 'What a GTM plan covers',
      title: 'Essential GTM Components',
      intro:
        'A launch succeeds when the market, the buyer, the message and the route to market are decided together. These four components are the core of every plan we build.',
      items: [
        {
          title: 'Market Research & Analysis',
          icon: 'search',
          description:
            'Market sizing, competitive landscape and buyer research that show where the real opportunity is and how big it can get.',
          features: ['Total and serviceable market sizing', 'Competitor and alternative analysis', 'Buyer interviews and win/loss insights'],
        },
        {
          title: 'Target Audience Definition',
          icon: 'users',
          description:
            'Ideal customer profiles and buying-committee personas, so every campaign and every sales call reaches the right people.',
          features: ['Ideal customer profile', 'Personas and buying committee map', 'Segment prioritization'],
        },
        {
          title: 'Value Proposition Design',
          icon: 'lightbulb',
          description:
            'A clear, differentiated promise for each segment, with the proof points that make buyers believe it.',
          features: ['Positioning statement', 'Messaging framework by persona', 'Proof points and customer stories'],
        },
        {
          title: 'Channel Strategy',
          icon: 'share',
          description:
            'The mix of direct sales, digital, partners and marketplaces that reaches your buyers at the lowest cost per customer.',
          features: ['Channel selection and sequencing', 'Sales motion design', 'Partner and marketplace strategy'],
        },
      ],
    },
    {
      id: 'phases',
      kind: 'phases',
      eyebrow: 'Our process',
      title: 'Four phases from research to scale',
      intro:
        'Every phase ends with decisions made and deliverables in hand, so your teams know exactly what to do next.',
      phases: [
        {
          phase: 'Phase 1',
          title: 'Strategic Foundation',
          duration: '2-3 weeks',
          description:
            'We research your market, customers and competitors, and agree the goals, budget and constraints of the launch.',
          deliverables: [
            'Market research report',
            'Competitive analysis',
            'Ideal customer profile and personas',
            'Launch goals and success metrics',
          ],
        },
        {
          phase: 'Phase 2',
          title: 'GTM Strategy Development',
          duration: '3-4 weeks',
          description:
            'We design positioning, pricing, channels and the sales motion, and bring them together in one go-to-market plan.',
          deliverables: [
            'Positioning and messaging framework',
            'Pricing and packaging strategy',
            'Channel and sales motion plan',
            'GTM strategy document',
          ],
        },
        {
          phase: 'Phase 3',
          title: 'Launch Planning & Execution',
          duration: '4-6 weeks',
          description:
            'We prepare every team, asset and system for launch day, then run the launch with daily and weekly checkpoints.',
          deliverables: ['Launch plan and timeline', 'Sales enablement kit', 'Campaign and content assets', 'Launch dashboard'],
        },
        {
          phase: 'Phase 4',
          title: 'Optimization & Scale',
          duration: 'Ongoing',
          description:
            'We measure what the market tells us, refine the message and the channels, and scale what works into new segments.',
          deliverables: [
            'Monthly performance reviews',
            'Message and channel optimization',
            'Expansion roadmap',
            'Quarterly GTM updates',
          ],
        },
      ],
    },
    {
      id: 'benefits',
      kind: 'cards',
      eyebrow: 'Benefits',
      title: 'Why plan your go-to-market with us',
      intro: 'A structured plan turns a launch from a bet into a managed project with clear checkpoints.',
      items: [
        {
          title: 'Faster Time-to-Market',
          icon: 'rocket',
          description:
            'A tested framework and clear decisions get you to market in weeks rather than quarters, without skipping the research.',
        },
        {
          title: 'Higher Success Rate',
          icon: 'trophy',
          description:
            'Launches built on buyer research and a validated value proposition are far more likely to hit their targets.',
        },
        {
          title: 'Scalable Growth',
          icon: 'trendingUp',
          description:
            'Channels, processes and sales enablement designed to keep working after launch day, and to scale with you.',
        },
        {
          title: 'Measurable Results',
          icon: 'barChart',
          description:
            'Success metrics agreed on day one and a dashboard that shows how the launch is really performing.',
        },
      ],
    },
    {
      id: 'industries',
      kind: 'industries',
      eyebrow: 'Industry expertise',
      title: 'Go-to-market expertise by industry',
      intro: `${site.claims.yearsExperience} years of launches across three markets, each with its own buyers, channels and pace.`,
      items: [
        {
          name: 'Tech',
          icon: 'cpu',
          description:
            'Software, SaaS and technology companies launching products, entering new segments or moving upmarket.',
          features: [
            'Product launches and beta programs',
            'Product-led and sales-led motion design',
            'Developer and partner ecosystems',
          ],
        },
        {
          name: 'Services',
          icon: 'briefcase',
          description:
            'Consultancies and professional services firms packaging their expertise into new offers and new markets.',
          features: [
            'Service productization and packaging',
            'Thought leadership launch campaigns',
            'Referral and alliance channels',
          ],
        },
        {
          name: 'E-commerce & Retail',
          icon: 'cart',
          description: 'Brands and retailers launching products, opening new channels and expanding into new regions.',
          features: [
            'New product and collection launches',
            'Marketplace and retail channel entry',
            'Customer acquisition and retention plan',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Ready to plan your go-to-market?',
    text: `Book a free strategy call with ${site.founder.firstName}. Bring your product, your market and your launch date, and leave with a clear view of the plan that gets you there.`,
  },
};
