import type { ServiceAreasContent } from '../types.ts';

/** /services/sales-enablement-tools: tools, content, training and process, each with its own section. */
export const salesEnablement = {
  hero: {
    eyebrow: 'Sales Enablement',
    title: 'Sales enablement that helps every rep sell like your best one',
    lead: 'We give your sales team the tools, content, training and process they need to win more deals: designed around how your buyers decide, adopted by the people who use them and measured by what happens in the pipeline.',
  },
  metrics: [
    {
      value: '40%+',
      label: 'Faster ramp for new reps',
      description: 'New hires reach full productivity in weeks rather than quarters.',
    },
    {
      value: '60%',
      label: 'Less time searching for content',
      description: 'The right asset for every stage, one click away inside the CRM.',
    },
    {
      value: '85%',
      label: 'Content adoption',
      description: 'Of enablement content in active use by the sales team, not gathering dust in a folder.',
    },
  ],
  areas: {
    id: 'solutions',
    eyebrow: 'Our solutions',
    title: 'Sales Enablement Solutions',
    intro:
      'Tools, content, training and process: the four levers that decide how consistently your team sells. We work on all four together, because a new tool without training, or a playbook without content, rarely changes results.',
    exploreLabel: 'Explore our solutions',
    items: [
      {
        anchor: 'sales-tools',
        title: 'Sales Tools & Technology',
        summary: 'A lean, connected sales stack (CRM, engagement, conversation intelligence) that your reps actually use.',
        icon: 'cpu',
        intro:
          'Growing teams often buy tools faster than they adopt them. We audit what you have, close the real gaps and connect everything to the CRM, so reps spend their day selling rather than switching tabs.',
        body: [
          'We start with a stack audit: what each tool costs, who uses it and what it is meant to achieve. Overlapping tools are consolidated, unused licenses are cut and missing capabilities are added only where they earn their place, typically sales engagement, conversation intelligence, e-signature or a content platform.',
          'We then configure everything for the way your team sells: CRM views and fields for each role, sequences and templates, call recording with coaching workflows, and integrations that log activity automatically. Managers get dashboards that show activity and pipeline without asking anyone for a manual report.',
        ],
        deliverables: [
          'Sales stack audit covering cost, usage and overlap',
          'Tool selection and vendor evaluation support',
          'CRM and sales engagement configuration',
          'Integrations that log activity automatically',
        ],
        outcomes: [
          'Less admin and more selling time',
          'Clean activity data without chasing reps',
          'A stack that costs less and does more',
        ],
      },
      {
        anchor: 'sales-content',
        title: 'Sales Content & Collateral',
        summary:
          'Battle cards, case studies, decks and proposal templates for every stage, easy to find when a rep needs them.',
        icon: 'fileText',
        intro:
          'Reps who cannot find the right asset write their own or send nothing at all. We build a library of content mapped to your buying stages and put it where reps already work.',
        body: [
          'We interview your top performers and recent customers to learn which questions come up at each stage and which proof moves deals forward. From that we create or refresh the core kit: pitch deck, discovery guide, objection handling, competitor battle cards, ROI calculator, case studies and proposal templates.',
          'Every asset is tagged by stage, persona and industry and surfaced inside the CRM or your content platform, so the right piece is a click away. Usage tracking shows which content appears in won deals; we improve what works and retire what does not.',
        ],
        deliverables: [
          'Sales playbook and discovery guide',
          'Competitor battle cards and objection handling',
          'Case studies, pitch deck and proposal templates',
          'Content library organized by stage and persona',
        ],
        outcomes: [
          'Reps find what they need in seconds',
          'Consistent messaging across the whole team',
          'Content that demonstrably helps close deals',
        ],
      },
      {
        anchor: 'sales-training',
        title: 'Sales Training & Coaching',
        summary: 'Onboarding, skills training and ongoing coaching that turn your playbook into everyday habits.',
        icon: 'graduationCap',
        intro:
          'A playbook only works when reps practice it. We build onboarding and training around your process and your buyers, then keep it alive through regular coaching.',
        body: [
          'New hires follow a structured onboarding path: product and market knowledge, your sales process and tools, then role plays and certification before they take live calls. Clear milestones for the first 30, 60 and 90 days show managers who is on track and who needs help.',
          'For the whole team we run practical workshops on discovery, value-based selling, negotiation and objection handling, using your own deals as the material. Managers learn to coach from call recordings and pipeline reviews, so improvement continues long after the workshops end.',
        ],
        deliverables: [
          'Structured onboarding program with 30-60-90 day milestones',
          'Skills workshops built on your own deals',
          'Role-play scenarios and certification',
          'Manager coaching framework and call review routines',
        ],
        outcomes: [
          'New reps productive sooner',
          'Higher win rates from better discovery',
          'Managers who coach rather than just inspect',
        ],
      },
      {
        anchor: 'sales-process',
        title: 'Sales Process Optimization',
        summary: 'A documented, measurable sales process with clear stages, exit criteria and forecasts you can trust.',
        icon: 'workflow',
        intro:
          'When every rep sells differently, you cannot coach, forecast or scale. We define a process that matches how your customers buy and build it into your CRM.',
        body: [
          'We map your buyers’ decision journey and align your sales stages to it, each with exit criteria, required activities and the evidence a deal needs before it moves forward. Qualification uses a framework suited to your deal size, such as MEDDIC for complex sales or a lighter checklist for transactional ones.',
          'The process is built into the CRM with required fields and stage gates, and supported by a weekly pipeline review and a forecasting method your board can rely on. We track conversion and time in each stage to find bottlenecks, then remove them.',
        ],
        deliverables: [
          'Documented sales process with stage exit criteria',
          'Qualification framework matched to your deal size',
          'CRM stage gates and pipeline hygiene rules',
          'Pipeline review and forecasting cadence',
        ],
        outcomes: [
          'Forecasts you can plan against',
          'Shorter sales cycles as bottlenecks disappear',
          'A process new hires can learn quickly',
        ],
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our Sales Enablement Process',
    intro: 'Four steps from understanding how your team sells today to habits that last.',
    steps: [
      {
        title: 'Assess',
        description:
          'We interview reps and managers, review your stack, content and deal data, and find where time and deals are lost.',
      },
      {
        title: 'Design',
        description:
          'We rank the gaps by revenue impact and design the tool, content, training and process changes that close them.',
      },
      {
        title: 'Implement & Train',
        description:
          'We build and configure, then launch with hands-on training so every rep knows how, and why, to use what is new.',
      },
      {
        title: 'Reinforce & Measure',
        description:
          'Coaching, usage tracking and monthly reviews keep adoption high and show the effect on ramp time, win rate and cycle length.',
      },
    ],
  },
  cta: {
    title: 'Ready to help every rep sell like your best?',
    text: 'Book a free strategy call. We will look at how your team sells today and pinpoint the enablement changes that would move your win rate fastest.',
  },
} as const satisfies ServiceAreasContent;
