import { site } from '../../site.ts';
import type { ServiceAreasContent } from '../types.ts';

/** Where field sales is offered (SPEC.md §9: field sales is limited to the USA). */
export const fieldSalesRegion = 'the USA';

/** /services/sales-support: three ways to add selling capacity, and three reasons to choose us. */
export const salesSupport = {
  hero: {
    eyebrow: 'Sales Support',
    title: 'Sales support that adds selling capacity without adding headcount',
    lead: 'Experienced B2B sellers who work as part of your team: running your full sales cycle, meeting buyers in person or building and managing your channel partners. You get pipeline and closed revenue, not another vendor to manage.',
  },
  areas: {
    id: 'services',
    eyebrow: 'Our services',
    title: 'Sales Support Services',
    intro:
      'Three ways to extend your sales team, each delivered by people who have carried a B2B quota. Use one on its own or combine them as your pipeline grows.',
    exploreLabel: 'Explore our services',
    items: [
      {
        anchor: 'full-cycle-sales',
        title: 'Full Cycle Sales Support',
        summary:
          'From first outreach to signed contract: we prospect, qualify, run demos and close deals on your behalf.',
        icon: 'repeat',
        intro:
          'For companies without a sales team, or whose team is already at capacity, we run the whole sales cycle as an extension of your business, under your name and in your CRM.',
        body: [
          'We take your ideal customer profile and build a prospect list, then run outbound outreach and follow up your inbound leads. Qualified prospects get discovery calls, tailored demos and written proposals; we manage the negotiation and bring the contract to signature, with you involved wherever you want to be.',
          'Everything happens in your CRM, so you keep the relationships, the data and the pipeline. Weekly pipeline reviews keep you informed, and we document what works so that your future hires inherit a proven playbook instead of starting from a blank page.',
        ],
        deliverables: [
          'Prospecting and outbound outreach',
          'Discovery calls, demos and proposals',
          'Negotiation and closing',
          'Weekly pipeline reporting in your CRM',
        ],
        outcomes: [
          'Revenue from the first months, without a hiring gamble',
          'A tested playbook for your future sales team',
          'Full ownership of every relationship and record',
        ],
      },
      {
        anchor: 'field-sales',
        title: 'Field Sales',
        summary: `Face-to-face meetings, site visits and trade shows with buyers who expect to meet in person. Currently limited to ${fieldSalesRegion}.`,
        icon: 'mapPin',
        intro:
          'Some deals are won in the room: large accounts, regulated industries and buyers who want to meet the people behind the product. Our field sellers represent you in person.',
        body: [
          'We plan territories and visit schedules around your highest-value accounts, book the meetings and run on-site discovery, demonstrations and executive presentations. At trade shows and industry events we staff your presence and follow up every conversation within days.',
          'Field activity is coordinated with your inside team and your marketing, so an in-person meeting is one step in a sequence rather than a one-off. Visit notes, next steps and new opportunities go straight into your CRM.',
        ],
        note: `Field sales is currently limited to ${fieldSalesRegion}. Full cycle sales support and channel sales and partner management are delivered remotely and are available worldwide.`,
        deliverables: [
          'Territory and account visit planning',
          'On-site meetings, demos and executive presentations',
          'Trade show and industry event representation',
          'Visit reports and follow-up logged in your CRM',
        ],
        outcomes: [
          'Stronger relationships with your key accounts',
          'Larger deals that need a face-to-face close',
          'Event leads followed up, not forgotten',
        ],
      },
      {
        anchor: 'channel-sales',
        title: 'Channel Sales & Partner Management',
        summary: 'Recruit, enable and manage the resellers, referral partners and alliances that sell alongside your team.',
        icon: 'handshake',
        intro:
          'Partners can multiply your reach, but only with the right partners, a clear program and regular attention. We build and run your channel so it produces revenue, not just logos on a slide.',
        body: [
          'We define your partner model (referral, reseller, technology alliance or a mix), the profile of an ideal partner and the economics that make it worth their while. We then recruit and onboard partners with a program guide, a sales kit, training and deal registration rules that prevent conflict with your direct team.',
          'Once partners are live, we manage the relationships: joint business plans, regular pipeline reviews, co-marketing and incentives for the partners who perform. Partner-sourced pipeline is tracked in your CRM alongside your direct deals, so you can see exactly what the channel contributes.',
        ],
        deliverables: [
          'Partner model, ideal partner profile and program design',
          'Partner recruitment and onboarding',
          'Partner sales kit, training and deal registration',
          'Ongoing partner management and joint pipeline reviews',
        ],
        outcomes: [
          'New markets reached through trusted partners',
          'Predictable partner-sourced pipeline',
          'No channel conflict with your direct team',
        ],
      },
    ],
  },
  highlights: {
    id: 'why-choose',
    eyebrow: 'Why us',
    title: 'Why Choose Our Sales Support',
    intro: 'Outsourced selling only works when it feels like your own team. Three things make ours different.',
    items: [
      {
        title: 'Experienced B2B sellers',
        description: `Your deals are handled by senior people who have run discovery, built business cases and closed complex B2B sales, backed by ${site.founder.firstName}’s ${site.claims.yearsExperience} years of sales and marketing leadership. Never a junior call center reading a script.`,
        icon: 'award',
      },
      {
        title: 'Part of your team',
        description:
          'We work in your CRM, your tools and your brand, join your pipeline meetings and hand over cleanly. Your customers see one team, and everything we learn about your market stays with you.',
        icon: 'users',
      },
      {
        title: 'Flexible and accountable',
        description:
          'Scale support up or down as your pipeline changes, with no long-term hiring commitment. Agreed targets and weekly reporting show exactly what your investment returns.',
        icon: 'gauge',
      },
    ],
  },
  process: {
    eyebrow: 'How we start',
    title: 'How Sales Support Works',
    intro: 'Four steps from the first conversation to sellers working your pipeline.',
    steps: [
      {
        title: 'Discovery',
        description:
          'We learn your product, market, customers and targets, and review your current pipeline and sales materials.',
      },
      {
        title: 'Playbook',
        description:
          'We agree the target accounts, messaging, sales process and weekly metrics, and set up access to your CRM and tools.',
      },
      {
        title: 'Launch',
        description:
          'Outreach, meetings or partner recruitment begin, with every activity logged in your CRM from the first day.',
      },
      {
        title: 'Review & Scale',
        description:
          'Weekly reporting and monthly reviews show what is working, so we can expand the channels and segments that convert.',
      },
    ],
  },
  cta: {
    title: 'Need more selling capacity?',
    text: 'Book a free strategy call to talk through your sales targets. We will recommend the right mix of full cycle, field and channel support and show you how quickly we can start.',
  },
} as const satisfies ServiceAreasContent;
