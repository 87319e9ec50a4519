import type { Markdown, ProseSection } from './copy.ts';

export type ComparisonSide = 'cmo' | 'agency';

/** One row of the side-by-side comparison. */
export interface ComparisonRow {
  dimension: string;
  cmo: string;
  agency: string;
}

export interface OptionSummary {
  side: ComparisonSide;
  name: string;
  buy: string;
  owns: string;
  bestWhen: string;
}

export interface RedFlagList {
  side: ComparisonSide;
  name: string;
  items: readonly string[];
}

export interface ChecklistQuestion {
  question: string;
  guidance: Markdown;
}

export const cmoVsAgencyMeta = {
  id: 8,
  slug: 'fractional-cmo-vs-agency',
  title: 'Fractional CMO vs. Marketing Agency',
  excerpt:
    'A fractional CMO and a marketing agency solve different problems. Compare ownership, cost, speed and accountability side by side, and when to use both.',
  category: 'Revenue Strategy',
  author: 'Morgan Hale',
  date: '2025-10-14',
  readTime: '7 min read',
  image: '/images/blog/fractional-cmo-vs-agency.jpg',
  imageAlt: 'Abstract illustration of two columns side by side, one a compass of strategy and one a stack of channels',
  tags: ['Fractional CMO', 'Marketing Agency', 'Marketing Leadership', 'Revenue Strategy', 'B2B Growth'],
  views: '2,415',
  likes: '173',
};

export const cmoVsAgencyCopy = {
  intro: `Sooner or later, every growing B2B company hits the same wall. Marketing spend is rising, activity is everywhere, and the pipeline isn't keeping pace. The founder knows something has to change and usually frames the choice as: do we hire an agency, or do we bring in senior marketing leadership?

It's a fair question with a misleading setup. A fractional CMO and a marketing agency aren't two versions of the same thing at different prices. One decides what marketing should do and answers for the result; the other does specific marketing work, usually very well, within a scope someone else defined. Choosing between them starts with knowing which problem you actually have. This article lays the two options side by side, shows what each really costs, and explains why the strongest setups often use both.`,

  summary: {
    id: 'short-answer',
    title: 'The Short Answer',
    options: [
      {
        side: 'cmo',
        name: 'Fractional CMO',
        buy: 'Senior marketing leadership, part-time, on a monthly retainer.',
        owns: 'Strategy, budget, team and partners, and the pipeline number.',
        bestWhen: "You're not sure what marketing should do next, or why what you're doing isn't working.",
      },
      {
        side: 'agency',
        name: 'Marketing Agency',
        buy: 'Execution capacity and specialist skills in one or more channels.',
        owns: 'Delivery of an agreed scope: the campaigns, content or media it was hired for.',
        bestWhen: 'You know what needs doing and need it done well, quickly, without hiring a team.',
      },
    ] satisfies readonly OptionSummary[],
  },

  comparison: {
    id: 'side-by-side',
    title: 'Side-by-Side Comparison',
    lead: 'Here is how the two models compare on the questions founders ask us most often.',
    rows: [
      {
        dimension: 'Primary role',
        cmo: 'Decides where marketing should focus, builds the plan and leads the people who carry it out.',
        agency: 'Carries out defined work: campaigns, content, paid media, SEO, design or events.',
      },
      {
        dimension: 'Strategic ownership',
        cmo: 'High. Owns positioning, ideal customer profile, channel mix and budget allocation.',
        agency: 'Low to medium. Advises within its channel; rarely owns the overall strategy.',
      },
      {
        dimension: 'Typical monthly cost',
        cmo: 'About $5,000–$20,000, depending on scope and time commitment.',
        agency: 'About $5,000–$30,000 or more in fees, plus media spend and production costs.',
      },
      {
        dimension: 'Time commitment',
        cmo: 'One to three days a week, embedded in leadership meetings and the weekly rhythm.',
        agency: 'Hours are set by the scope of work and shared across a team of specialists.',
      },
      {
        dimension: 'Breadth of skills',
        cmo: 'Broad: strategy, positioning, planning, analytics, team leadership and sales alignment.',
        agency: 'Deep in its specialties, with several practitioners you could not hire individually.',
      },
      {
        dimension: 'Team leadership',
        cmo: 'Manages your in-house marketers, hires where needed and directs agencies and freelancers.',
        agency: 'Manages its own staff; your team remains yours to lead.',
      },
      {
        dimension: 'Sales alignment',
        cmo: 'Builds shared definitions, lead handoff and pipeline reviews with the sales team.',
        agency: 'Usually hands leads over at the form fill; what happens after is out of scope.',
      },
      {
        dimension: 'What success is measured on',
        cmo: 'Pipeline, revenue, customer acquisition cost and payback.',
        agency: 'Channel metrics: traffic, leads, cost per lead, impressions, content delivered.',
      },
      {
        dimension: 'Speed to impact',
        cmo: 'First 30 days diagnose; results typically build from month two or three.',
        agency: 'Can launch campaigns within weeks once the brief is clear.',
      },
      {
        dimension: 'Built-in bias',
        cmo: 'Channel-neutral: paid to recommend whatever moves revenue, including spending less.',
        agency: 'Naturally recommends the services it sells, even when another channel would serve you better.',
      },
      {
        dimension: 'What stays when it ends',
        cmo: 'A documented strategy, a trained team, clean data and processes you keep running.',
        agency: 'Assets such as ads, content and accounts; the know-how usually leaves with the agency.',
      },
    ] satisfies readonly ComparisonRow[],
  },

  choose: [
    {
      id: 'choose-fractional-cmo',
      title: 'When a Fractional CMO Is the Better Choice',
      body: `- **Nobody senior owns marketing.** The founder is still head of marketing by default, and it's pulling them away from product, sales or fundraising.
- **You're spending without a clear return.** Money goes to agencies, tools and ads, and no one can say which spend produces pipeline.
- **Sales and marketing disagree about lead quality.** Both may be right, and only someone with authority over the whole funnel can fix it.
- **A big change is coming.** A new product, a new segment, a fundraise or the move from founder-led sales to a sales team needs a plan before it needs more campaigns.
- **Your marketing team needs a leader.** Capable junior and mid-level marketers do their best work with senior direction and coaching.`,
    },
    {
      id: 'choose-agency',
      title: 'When an Agency Is the Better Choice',
      body: `- **The strategy is clear and proven.** You know your buyer, your message and your best channels, and you simply need more output.
- **You need a specialist skill for a defined job.** A website rebuild, a paid search program or a video series is agency territory.
- **You have a marketing leader already.** An in-house head of marketing can brief, manage and hold an agency to account.
- **Capacity is the bottleneck.** Your team knows what to do but can't produce it all, and hiring several specialists would cost more.`,
    },
  ] satisfies readonly ProseSection[],

  costs: {
    id: 'real-costs',
    title: 'What Each Really Costs',
    body: `Headline fees make the comparison look closer than it is. A fractional CMO's retainer buys judgment: fewer, better decisions about where every other marketing dollar goes. An agency's fee buys output, and the total cost includes media, production, the internal time spent briefing and reviewing, and the cost of work aimed at the wrong target.

Consider a typical case from our client base: a $10M B2B services company spending $25,000 a month across two agencies, with no senior marketer in-house. Activity reports look healthy, but sales says most leads aren't a fit. Adding a third agency would raise costs and add another set of reports. A fractional CMO at a fraction of that monthly spend would start by asking which of the existing spend produces pipeline, and in cases like this we usually find a third or more that can be cut or redirected in the first 60 days.

The reverse also happens. A company with a strong head of marketing and a proven channel doesn't need another strategist. Paying for leadership it already has would be waste; an agency that adds production capacity is the better buy.`,
  },

  firstNinetyDays: {
    id: 'first-90-days',
    title: 'What the First 90 Days Look Like',
    body: `The two models also feel very different from the inside in the first three months, and knowing what to expect avoids a lot of frustration.

**With a fractional CMO,** the first month is mostly listening and diagnosis: interviews with the founder, sales reps and customers, an audit of channels, spend and data, and a review of the funnel from first touch to closed deal. Month two turns that into a plan, a budget and shared definitions with sales. By month three, the two or three highest-priority programs are running and reported against pipeline. Expect fewer new campaigns in the first weeks and more hard questions.

**With an agency,** the first month is onboarding and a brief: access to accounts, brand guidelines, audience targeting and an agreed scope. Campaigns usually go live in weeks two to six, and the reporting starts soon after. Expect visible activity quickly. Whether that activity moves revenue depends almost entirely on how good the brief was, which is why the quality of the strategy behind the brief matters so much.`,
  },

  both: {
    id: 'use-both',
    title: 'Why the Best Answer Is Often Both',
    body: `For many growth-stage companies, the most effective setup isn't either-or. The fractional CMO sets the direction and the agency provides the hands, with clear roles on each side:

1. **The fractional CMO defines the plan:** the ideal customer profile, the message, the channel mix, the budget and the pipeline targets.
2. **Agencies are selected against that plan,** for the channels it calls for, rather than the plan being shaped around whichever agency you already have.
3. **Briefs, targets and reviews run through the fractional CMO,** who holds each agency to pipeline-linked goals, not just activity.
4. **Sales stays in the loop.** Weekly pipeline reviews connect agency output to what actually happens in the sales process, which is the smarketing alignment most agency relationships lack.

In this model, agencies usually get better results too. A clear brief, honest feedback from sales and a single decision-maker make their work more effective, and the good ones welcome it.`,
  },

  checklist: {
    id: 'decision-checklist',
    title: 'A Five-Question Decision Checklist',
    lead: 'Answer these honestly with your leadership team before you sign anything:',
    questions: [
      {
        question: 'Could we write a one-page marketing plan today that sales would sign off on?',
        guidance: 'If not, you need leadership first. An agency will execute whatever plan it is given, including a weak one.',
      },
      {
        question: 'Do we know which of our current marketing spend produces pipeline?',
        guidance: 'If nobody can answer with data, start with measurement and strategy before adding execution capacity.',
      },
      {
        question: 'Who will brief, manage and judge the agency?',
        guidance: 'If the honest answer is "the founder, in spare moments", a fractional CMO will likely pay for itself.',
      },
      {
        question: 'Is our problem what to do, or getting it done?',
        guidance: "What to do is a leadership problem. Getting it done is a capacity problem, and that's where agencies shine.",
      },
      {
        question: 'What will we have when the engagement ends?',
        guidance: 'Insist on documentation, owned accounts and data either way, so the next partner or hire starts from a working base.',
      },
    ] satisfies readonly ChecklistQuestion[],
  },

  redFlags: {
    id: 'red-flags',
    title: 'Red Flags on Either Side',
    cmo: {
      side: 'cmo',
      name: 'In a fractional CMO',
      items: [
        'Tactics and tools before understanding your business',
        'No experience with your sales motion or deal size',
        'Reluctance to commit to pipeline-linked metrics',
        'A proposal that could have been written for any company',
      ],
    } satisfies RedFlagList,
    agency: {
      side: 'agency',
      name: 'In a marketing agency',
      items: [
        'Reports built only on impressions, clicks and lead counts',
        'Long lock-in contracts with no early review point',
        'Every problem solved with more of the services it sells',
        'Your ad accounts or data held in its name, not yours',
      ],
    } satisfies RedFlagList,
  },

  closing: {
    id: 'next-step',
    title: 'Choosing Your Next Step',
    body: `If you know what needs doing, hire the best agency you can find for it. If you're not sure what needs doing, or why what you're doing isn't working, start with leadership. Our [fractional CMO service](/services/fractional-cmo/) is built for exactly that stage, and it works alongside the agencies you already have or helps you choose better ones. For the full picture of scope, cost and the first 90 days, read our [complete guide to fractional CMO services](/blog/fractional-cmo-services-complete-guide/), or [book a free strategy call](/morgan-calendar/) to talk through your situation.`,
  },
};
