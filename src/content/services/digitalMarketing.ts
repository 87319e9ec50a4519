import type { ServiceAreasContent } from '../types.ts';

/** /services/content-digital-marketing: content planning, creation, distribution and advanced services. */
export const digitalMarketing = {
  hero: {
    eyebrow: 'Content & Digital Marketing',
    title: 'Content and digital marketing that earns attention and pipeline',
    lead: 'We plan, create and distribute content that answers your buyers’ real questions, then amplify it through search, social, email and paid media so it reaches the people who make the decision.',
  },
  areas: {
    id: 'services',
    eyebrow: 'Our services',
    title: 'Content & Digital Marketing Services',
    intro:
      'From the plan to the last click: four services that turn your expertise into content buyers find, read and act on.',
    exploreLabel: 'Explore our services',
    items: [
      {
        anchor: 'content-planning',
        title: 'Content Planning',
        summary:
          'A content strategy and editorial calendar built on buyer research, search demand and your sales conversations.',
        icon: 'compass',
        intro:
          'Content without a plan turns into a blog nobody reads. We start from what your buyers need to know at each stage and what your business needs them to believe.',
        body: [
          'We research your audience through customer interviews, sales call notes, search data and competitor content, and identify the topics where you have something credible and distinctive to say. Those become content pillars tied to your positioning and to each stage of your funnel.',
          'The plan becomes a quarterly editorial calendar: formats, channels, owners and the goal of every piece, from awareness articles to comparison guides and case studies for late-stage buyers. Each piece has a keyword, an audience and a call to action before anyone starts writing.',
        ],
        deliverables: [
          'Audience and topic research',
          'Content pillars aligned with your positioning',
          'Keyword and search opportunity map',
          'Quarterly editorial calendar',
        ],
        outcomes: [
          'Content that supports live sales conversations',
          'A clear reason behind every piece you publish',
          'Rankings for the searches your buyers actually make',
        ],
      },
      {
        anchor: 'content-creation',
        title: 'Content Creation',
        summary: 'Articles, guides, case studies, video and social content produced by writers who understand B2B.',
        icon: 'penTool',
        intro:
          'Good B2B content demonstrates expertise. Our writers and designers work with your subject-matter experts to produce pieces that are accurate, useful and recognizably yours.',
        body: [
          'We interview your experts and customers, then produce the formats your plan calls for: long-form articles and guides, case studies, white papers, email newsletters, webinar scripts, social posts and short video. A brand voice guide keeps every piece consistent, whoever writes it.',
          'Every piece is edited for clarity, checked for accuracy and optimized for search before it reaches you for review. Larger assets are broken down into smaller ones (a guide becomes posts, emails and a webinar), so each idea works harder for you.',
        ],
        deliverables: [
          'Articles, guides and white papers',
          'Customer case studies and testimonials',
          'Email, social and short-form video content',
          'Brand voice guide and editorial standards',
        ],
        outcomes: [
          'A steady output of high-quality content',
          'Expertise your buyers can see and share',
          'Less of your team’s time needed per piece',
        ],
      },
      {
        anchor: 'content-distribution',
        title: 'Content Distribution',
        summary: 'Search, email, social and paid amplification that puts your content in front of the right buyers.',
        icon: 'share',
        intro:
          'Publishing is only half the job. We make sure each piece reaches the buyers it was written for, through the channels they already use.',
        body: [
          'Every piece launches with a distribution plan: on-page search optimization and internal links, a feature in your newsletter, posts for your company page and your leaders’ LinkedIn profiles, and outreach to the partners and communities where your buyers gather.',
          'Your best-performing content receives paid amplification on LinkedIn and search, retargeting to engaged visitors and email sequences that move readers to the next step. Your sales team gets the same content with guidance on when to share it.',
        ],
        deliverables: [
          'Search optimization for every piece',
          'Email newsletter and nurture integration',
          'Organic and executive social publishing',
          'Paid amplification and retargeting',
        ],
        outcomes: [
          'More reach for every piece you publish',
          'Organic traffic that grows month after month',
          'Content your sales team uses in live deals',
        ],
      },
      {
        anchor: 'advanced-services',
        title: 'Advanced Digital Services',
        summary:
          'Conversion rate optimization, marketing automation, account-based programs and website performance.',
        icon: 'rocket',
        intro:
          'Once the fundamentals are running, these services turn more of your traffic and content into qualified pipeline.',
        body: [
          'Conversion rate optimization tests landing pages, forms and offers to raise the share of visitors who become leads. Marketing automation connects your content to behavior-based email journeys and lead scoring. Account-based marketing programs deliver personalized content and ads to a defined list of high-value accounts.',
          'We also improve the platform your content lives on: site structure, page speed, technical SEO and analytics, so search engines and buyers can find and use what you publish. Every advanced service is tied to a measurable goal and reported alongside your pipeline.',
        ],
        deliverables: [
          'Conversion rate optimization and A/B testing',
          'Marketing automation and email journeys',
          'Account-based marketing programs',
          'Technical SEO and website performance improvements',
        ],
        outcomes: [
          'More leads from the same traffic',
          'Personalized buyer journeys at scale',
          'A website that works as your best salesperson',
        ],
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our Content Marketing Process',
    intro: 'Four steps that repeat every quarter, so your content gets more effective over time.',
    steps: [
      {
        title: 'Research',
        description: 'We study your buyers, your competitors and search demand, and review what your existing content achieves.',
      },
      {
        title: 'Plan',
        description: 'We set content pillars, goals and an editorial calendar, agreed with your marketing and sales leaders.',
      },
      {
        title: 'Create & Publish',
        description: 'We interview your experts, produce and edit each piece, and publish it optimized for search and conversion.',
      },
      {
        title: 'Distribute & Improve',
        description: 'We promote every piece across channels, measure its effect on pipeline and feed the results into the next plan.',
      },
    ],
  },
  cta: {
    title: 'Ready to turn your content into pipeline?',
    text: 'Book a free strategy call. We will review your current content and channels and show you where the biggest opportunities lie.',
  },
} as const satisfies ServiceAreasContent;
