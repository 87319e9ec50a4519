import type { Markdown, ProseSection } from './copy.ts';

/** Where a block sits on the canvas (the page maps each area to a grid area). */
export type CanvasArea =
  | 'problem'
  | 'solution'
  | 'metrics'
  | 'uvp'
  | 'advantage'
  | 'channels'
  | 'segments'
  | 'costs'
  | 'revenue';

export interface CanvasBlock {
  area: CanvasArea;
  /** Position in the recommended fill order. */
  order: number;
  title: string;
  question: string;
  /** The worked example's entries for this block. */
  example: readonly string[];
  /** How to fill the block in, for the walkthrough under the canvas. */
  guidance: Markdown;
}

export interface AssumptionTest {
  assumption: string;
  test: string;
  signal: string;
}

export const leanCanvasMeta = {
  id: 7,
  slug: 'lean-canvas',
  title: 'The Lean Canvas for B2B Founders',
  excerpt:
    'Put your whole business model on one page: a worked Lean Canvas for a B2B company, the order to fill it in, and how to test your riskiest assumptions.',
  category: 'Business Strategy',
  author: 'Morgan Hale',
  date: '2025-10-09',
  readTime: '8 min read',
  image: '/images/blog/lean-canvas.jpg',
  imageAlt: 'Abstract illustration of nine connected blocks forming a one-page business model grid',
  tags: ['Lean Canvas', 'Business Model', 'GTM Strategy', 'Founders', 'B2B Growth'],
  views: '1,962',
  likes: '148',
};

export const leanCanvasCopy = {
  intro: `Most B2B founders can pitch their company in two minutes. Far fewer can put the whole business model on one page and point to the assumption most likely to sink it. That second skill is worth more. When we start an engagement, one of the first things we do with the founding team is fill in a Lean Canvas together, because it exposes in an hour the gaps a 40-page business plan can hide for a year.

The Lean Canvas, created by Ash Maurya as an adaptation of Alexander Osterwalder's Business Model Canvas, swaps the boxes for partners and resources for the things a growing company actually struggles with: the problem, the solution, the key metrics and an unfair advantage. Below is a complete canvas for a B2B software company, then how to fill in each block, the adjustments B2B companies need, and how to turn the canvas into a go-to-market plan.`,

  example: {
    id: 'the-canvas',
    title: 'A Worked Example',
    lead: `Our example is CrewLedger, a fictional dispatch and job-costing platform for commercial HVAC and electrical contractors with 20 to 200 field technicians. It's a composite of the companies we work with: real revenue, a product customers like, and a growth plan resting on a handful of untested assumptions. The numbers in each block give the order we recommend filling them in.`,
    caption: 'Lean Canvas for CrewLedger, a fictional B2B dispatch and job-costing platform',
  },

  blocks: [
    {
      area: 'segments',
      order: 1,
      title: 'Customer Segments',
      question: 'Who has the problem, and who signs the contract?',
      example: [
        'Commercial HVAC and electrical contractors with 20–200 technicians in the US Midwest and South',
        'Buyer: owner or operations manager. Users: dispatchers and technicians',
        'Early adopters: firms that recently lost a service contract over missed response times',
      ],
      guidance: `Start with segments, not the product. In B2B, separate the economic buyer, the champion and the daily user, because each needs a different message. Then name your **early adopters**: the narrow group feeling the pain most sharply today. They'll accept an imperfect product because the problem hurts enough, and they're where your first channels should point.`,
    },
    {
      area: 'problem',
      order: 2,
      title: 'Problem',
      question: 'What are the top three problems, and how are they solved today?',
      example: [
        'Dispatch runs on whiteboards and phone calls, so technicians arrive late or without the right parts',
        'Owners learn a job lost money weeks after it closed',
        'Response-time penalties on commercial contracts eat the margin',
        'Existing alternatives: spreadsheets, generic field-service suites, an overworked office manager',
      ],
      guidance: `List no more than three problems, ranked by what they cost the customer, and write the **existing alternatives** beside them. The alternative is your real competitor. If customers solve the problem today with a spreadsheet and a phone, your pricing, messaging and sales cycle all have to beat "good enough and already paid for", which is a very different fight from beating another vendor.`,
    },
    {
      area: 'uvp',
      order: 3,
      title: 'Unique Value Proposition',
      question: 'Why should an early adopter switch, in one sentence?',
      example: [
        "Know every job's margin before the technician leaves the site",
        'High-level concept: a control tower for service crews',
      ],
      guidance: `The value proposition sits in the middle of the canvas because every other block depends on it. Write it for your early adopters, in their words, about the outcome rather than the features. A useful test: could a competitor put the same sentence on their homepage without lying? If so, it isn't unique yet. Add a high-level concept, an analogy that makes the idea click in a sales conversation or a cold email.`,
    },
    {
      area: 'solution',
      order: 4,
      title: 'Solution',
      question: 'What is the smallest set of features that solves the top problems?',
      example: [
        "Drag-and-drop dispatch board synced to technicians' phones",
        'Live job costing from hours, parts and travel',
        'Alerts before a contract response time is breached',
      ],
      guidance: `Map one feature to each problem and resist listing the roadmap. The solution block is deliberately small: it's the easiest block for a founder to fill and rarely the real risk. Most B2B companies we meet don't struggle because they couldn't build the product. They struggle because they built it for a segment that was hard to reach or unwilling to pay.`,
    },
    {
      area: 'channels',
      order: 5,
      title: 'Channels',
      question: 'How will you reach early adopters, repeatably?',
      example: [
        'Founder-led outbound to operations managers, offering a contract-penalty cost calculator',
        'Co-hosted webinars with two regional contractor associations',
        "Later: paid search on 'HVAC dispatch software', review sites, referrals",
      ],
      guidance: `Split channels into those that work now, at small scale, and those that will carry you at scale. Founder-led outbound, communities and partnerships are often the right first channels in B2B because they produce conversations, not just clicks. Be specific: a channel is "webinars co-hosted with the state contractors' association", not "events".`,
    },
    {
      area: 'revenue',
      order: 6,
      title: 'Revenue Streams',
      question: 'How do you make money, and what does a customer pay?',
      example: [
        'Subscription: $45 per technician per month on an annual contract',
        'One-time onboarding fee: $3,000 per branch',
        'Average contract value: about $30,000 a year',
      ],
      guidance: `Write down the pricing model, the price and the resulting average contract value, then check them against your sales motion. A $30,000 annual contract can support a salesperson and a two-month cycle; a $3,000 contract usually can't. If the numbers don't line up, the price, the segment or the channel has to change, and it's far cheaper to learn that on paper than in the market.`,
    },
    {
      area: 'costs',
      order: 7,
      title: 'Cost Structure',
      question: 'What does it cost to win, serve and keep a customer?',
      example: [
        'Team of 14: about $180,000 a month, fully loaded',
        'Customer acquisition cost target: under $12,000, paid back within 12 months',
        'Hosting, support and onboarding: about 15% of revenue',
      ],
      guidance: `Include the cost of acquiring a customer, not just the cost of running the company. Customer acquisition cost (CAC) is where many B2B plans quietly break: salaries, tools, events and content add up fast. Put a target CAC and payback period on the canvas so every channel decision can be checked against them.`,
    },
    {
      area: 'metrics',
      order: 8,
      title: 'Key Metrics',
      question: 'Which few numbers show the business is working?',
      example: [
        'Qualified demos booked per week',
        'Demo-to-close rate and sales cycle length',
        'Weekly active technicians per account and net revenue retention',
      ],
      guidance: `Choose the handful of numbers that follow a customer from first contact to renewal, not every metric your tools can produce. For most B2B companies that means pipeline created, conversion between stages, sales cycle length, activation and retention. If a number wouldn't change a decision this quarter, leave it off.`,
    },
    {
      area: 'advantage',
      order: 9,
      title: 'Unfair Advantage',
      question: "What can't easily be copied or bought?",
      example: [
        'The founders ran a 120-technician contracting business for a decade',
        'Exclusive data partnership with a regional parts distributor',
      ],
      guidance: `This is the block founders leave blank or fill with "passion" or "a great team". Be honest: an unfair advantage is something competitors can't copy or buy, such as insider knowledge of the industry, a community you already lead, proprietary data or an installed customer base. Early on it's fine to write "none yet". That tells you to compete on focus and speed rather than defensibility.`,
    },
  ] satisfies readonly CanvasBlock[],

  fillOrder: {
    id: 'fill-order',
    title: 'How to Fill It In: Order Matters',
    lead: `Work through the blocks in the numbered order, one sitting, no more than an hour for the first draft. Speed is the point: a canvas is a snapshot of your current beliefs, not a finished plan, and you'll revise it every time you learn something. Write in short phrases, and where you're guessing, say so.`,
  },

  sections: [
    {
      id: 'b2b-adjustments',
      title: 'What B2B Founders Should Adjust',
      body: `The canvas was popularized by startups selling to consumers and small businesses. For companies selling to other businesses, four adjustments make it far more useful:

- **Map the buying committee.** Most mid-market deals involve several people: the user, a manager, finance, sometimes IT or procurement. Note in Customer Segments who must say yes, and in Problem what each of them is trying to avoid.
- **Put the sales cycle on the canvas.** A four-month cycle changes your cash needs, your channel choices and how long a channel test takes. Add the expected cycle length under Key Metrics.
- **Separate the user's problem from the buyer's.** Dispatchers want fewer phone calls; the owner wants margin. Your value proposition has to land with the person who signs, while the product wins over the people who use it.
- **Treat retention as part of the model.** In B2B, most of a customer's lifetime value arrives after the first year. Add renewal and expansion to Revenue Streams, and onboarding to Cost Structure.`,
    },
  ] satisfies readonly ProseSection[],

  tests: {
    id: 'test-assumptions',
    title: 'Test Your Riskiest Assumptions First',
    lead: `Once the canvas is on paper, circle the two or three entries you're least sure of that would hurt most if wrong. In our experience they're rarely in the Solution block. They're usually about the segment, the willingness to pay or the channel. Design a small, fast test for each before you commit budget:`,
    rows: [
      {
        assumption: 'Operations managers feel the contract-penalty problem sharply',
        test: 'Fifteen discovery calls with firms from the target segment',
        signal: 'At least ten describe a recent penalty or lost contract without prompting',
      },
      {
        assumption: 'Firms will pay $45 per technician per month',
        test: 'Show pricing on the third call of five live sales cycles',
        signal: 'Three of five move to a proposal without asking for a discount',
      },
      {
        assumption: 'Association webinars produce qualified demos',
        test: 'One co-hosted webinar with a follow-up sequence',
        signal: 'Five or more qualified demos booked within 30 days',
      },
      {
        assumption: 'Technicians will use the mobile app daily',
        test: 'A 30-day pilot with two friendly customers',
        signal: 'Most technicians active on most working days by week three',
      },
    ] satisfies readonly AssumptionTest[],
    outro: `Each test should take weeks, not quarters, and cost little. When a result comes back, update the canvas. The version that survives a few rounds of testing is the foundation for your positioning, your pipeline targets and your go-to-market plan.`,
  },

  closing: [
    {
      id: 'common-mistakes',
      title: 'Common Mistakes',
      body: `- **Describing the company you want to be.** Fill the canvas with what's true today, and keep the vision for the pitch deck.
- **Treating "everyone" as a segment.** If the early-adopter line could describe half of all businesses, it isn't narrow enough to guide a channel or a message.
- **Filling every block with equal confidence.** Mark your guesses. The canvas is most valuable as a map of what you don't yet know.
- **Doing it alone.** A founder's canvas and a sales leader's canvas often disagree on segment and channel. That disagreement is worth finding now.
- **Writing it once.** Review the canvas every quarter, or after any big change in pricing, product or market.`,
    },
    {
      id: 'from-canvas-to-plan',
      title: 'From Canvas to Go-To-Market Plan',
      body: `A tested canvas answers what and for whom. A go-to-market plan answers how, when and with what budget: the ideal customer profile in detail, messaging by persona, channel plan, sales process, launch phases and the metrics to track. The canvas is the first page of that plan, and our guide to [GTM planning for a product launch](/blog/gtm-planning-product-launch-success/) walks through the rest.

If you'd like a second pair of eyes on your canvas, our [GTM planning service](/services/gtm-planning/) starts with exactly this exercise, then turns it into a plan your marketing and sales teams can run. [Book a free strategy call](/morgan-calendar/) and bring your canvas, even a rough one.`,
    },
  ] satisfies readonly ProseSection[],
};
