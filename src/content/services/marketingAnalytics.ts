import type { ServiceAreasContent } from '../types.ts';

/** /services/marketing-analytics: integration and reporting, analysis and insights, near real-time intelligence. */
export const marketingAnalytics = {
  hero: {
    eyebrow: 'Marketing Analytics',
    title: 'Marketing analytics that shows what really drives revenue',
    lead: 'We connect the data scattered across your ad platforms, website, marketing automation and CRM into one trusted view, then turn it into clear decisions about where to invest, what to fix and what to stop.',
  },
  areas: {
    id: 'capabilities',
    eyebrow: 'What we do',
    title: 'Marketing Analytics Capabilities',
    intro:
      'Three layers that build on each other: data you can trust, analysis that explains it and intelligence that arrives while you can still act on it.',
    exploreLabel: 'Explore our capabilities',
    items: [
      {
        anchor: 'data-integration',
        title: 'Data Integration & Reporting',
        summary: 'Bring ads, web, marketing automation and CRM data together into reports that every team trusts.',
        icon: 'database',
        intro:
          'Most teams have plenty of data and little trust in it. Tools count differently, definitions drift and every report starts an argument. We build one consistent foundation.',
        body: [
          'We audit your tracking and data sources, fix the gaps (analytics tagging, UTM conventions, CRM fields, offline conversions) and connect your platforms into a single reporting layer. Metrics are defined once and documented, so “lead”, “opportunity” and “pipeline” mean the same thing to marketing, sales and finance.',
          'On that foundation we build dashboards for each audience: an executive view of pipeline, revenue and acquisition cost, channel views for the marketing team and funnel views for sales leadership. Scheduled reports replace the spreadsheet that someone rebuilds every Monday morning.',
        ],
        deliverables: [
          'Tracking and data audit, with the fixes made',
          'Integration of ad, web, automation and CRM data',
          'Documented metric definitions',
          'Executive, marketing and sales dashboards',
        ],
        outcomes: [
          'One version of the truth across teams',
          'Hours of manual reporting saved every week',
          'Confidence in the numbers you take to the board',
        ],
      },
      {
        anchor: 'analysis-insights',
        title: 'Analysis & Insights',
        summary: 'Attribution, funnel and cohort analysis that explains why the numbers move and what to do next.',
        icon: 'lightbulb',
        intro:
          'Dashboards tell you what happened. Analysis tells you why, and what to change. We do the analysis and bring you recommendations, not just charts.',
        body: [
          'We model attribution across touchpoints so you can see which channels and campaigns create pipeline, not just which ones receive the last click. Funnel and cohort analysis shows where buyers stall, how conversion differs by segment and how customer lifetime value compares with the cost of acquiring each customer.',
          'Each month we present the findings in plain language with a short list of recommended actions: budget to move, campaigns to scale, segments to prioritize and tests to run. For bigger questions, such as pricing, a new market or a channel launch, we run focused studies and forecasts.',
        ],
        deliverables: [
          'Multi-touch attribution model',
          'Funnel, cohort and segment analysis',
          'CAC, lifetime value and payback reporting',
          'Monthly insight briefings with recommended actions',
        ],
        outcomes: [
          'Budget moved to the channels that create revenue',
          'A clear answer to “what is working?”',
          'Decisions made in days instead of debated for weeks',
        ],
      },
      {
        anchor: 'real-time-intelligence',
        title: 'Near Real-Time Intelligence',
        summary: 'Live dashboards and alerts that flag changes in spend, traffic and pipeline while you can still act.',
        icon: 'activity',
        intro:
          'Waiting for the month-end report means finding problems weeks late. We set up near real-time monitoring so your team sees shifts as they happen.',
        body: [
          'Data refreshes throughout the day (hourly for most ad and web sources, and as often as your CRM allows for pipeline) and feeds live dashboards for campaign pacing, lead flow and pipeline creation. Targets and expected ranges are built in, so each view shows at a glance whether you are on track.',
          'Automated alerts flag anomalies, such as a campaign overspending, a form that stops converting or a sudden drop in qualified leads, and send them to the right person by email or chat. A weekly summary highlights the changes worth discussing, so meetings start from facts.',
        ],
        deliverables: [
          'Live dashboards for pacing, lead flow and pipeline',
          'Anomaly alerts by email or chat',
          'Target and threshold tracking',
          'Automated weekly performance summaries',
        ],
        outcomes: [
          'Problems caught in hours, not weeks',
          'Less spend wasted on underperforming campaigns',
          'Teams that act on current data',
        ],
      },
    ],
  },
  highlights: {
    id: 'metrics',
    eyebrow: 'What we measure',
    title: 'Metrics That Matter',
    intro:
      'We track the numbers that connect marketing to revenue, from the first touch to the renewal, and leave vanity metrics out of the headline.',
    items: [
      {
        title: 'Acquisition efficiency',
        description: 'What it costs to win a customer, and which channels do it best.',
        icon: 'dollar',
        features: ['Customer acquisition cost (CAC)', 'Cost per lead and per opportunity', 'Return on ad spend by channel'],
      },
      {
        title: 'Funnel performance',
        description: 'How buyers move from first visit to signed contract, and where they stall.',
        icon: 'filter',
        features: ['Stage-to-stage conversion rates', 'Pipeline velocity and sales cycle length', 'Win rate by segment and source'],
      },
      {
        title: 'Revenue impact',
        description: 'What marketing contributes to the revenue your board tracks.',
        icon: 'trendingUp',
        features: ['Marketing-sourced and influenced pipeline', 'Customer lifetime value and CAC payback', 'Retention and expansion revenue'],
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our Analytics Process',
    intro: 'Four steps from scattered data to decisions you can make with confidence.',
    steps: [
      {
        title: 'Audit',
        description: 'We review your tracking, tools and reports, and list what is missing, broken or inconsistent.',
      },
      {
        title: 'Integrate',
        description: 'We fix the tracking, connect your data sources and document one definition for every metric.',
      },
      {
        title: 'Visualize',
        description: 'We build dashboards and alerts for executives, marketing and sales, each showing what its audience needs.',
      },
      {
        title: 'Analyze & Advise',
        description: 'We deliver monthly insights and recommendations, and refine the model as your business changes.',
      },
    ],
  },
  cta: {
    title: 'Ready to see what really drives your revenue?',
    text: 'Book a free strategy call. We will look at your current reporting and show you the questions your data should be answering.',
  },
} as const satisfies ServiceAreasContent;
