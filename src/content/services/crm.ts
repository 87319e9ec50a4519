import type { CrmPlatform, Metric, ProcessStep, SectionCopy, ServiceCard } from '../types.ts';

interface CrmPageContent {
  hero: { eyebrow: string; title: string; lead: string };
  metrics: readonly Metric[];
  platforms: SectionCopy & { items: readonly CrmPlatform[] };
  services: SectionCopy & { items: readonly ServiceCard[] };
  process: SectionCopy & { steps: readonly ProcessStep[] };
  cta: { title: string; text: string };
}

/** /services/crm: four platforms, six services, a five-step process (SPEC.md §2). */
export const crm = {
  hero: {
    eyebrow: 'CRM Integration',
    title: 'CRM integration that gives sales and marketing one source of truth',
    lead: 'We select, implement, integrate and optimize the CRM your revenue team runs on, so every lead, deal and customer conversation is captured, automated and reported in one place, and your team actually uses it.',
  },
  metrics: [
    {
      value: '95%',
      label: 'Client satisfaction',
      description: 'Clients who rate their CRM project as a success at the post-launch review.',
    },
    {
      value: '10+',
      label: 'Years of CRM expertise',
      description: 'Designing, implementing and running CRMs for B2B sales and marketing teams.',
    },
  ],
  platforms: {
    eyebrow: 'Platforms',
    title: 'CRM Platforms We Work With',
    intro:
      'We are platform-neutral: we recommend the CRM that fits your sales motion, team size and budget, then implement it properly, or fix the one you already have.',
    items: [
      {
        name: 'HubSpot',
        description:
          'An all-in-one platform where marketing, sales and service share one database. Ideal for growing teams that want fast adoption and built-in marketing automation.',
        features: [
          'Sales Hub and Marketing Hub setup',
          'Workflows, sequences and lead scoring',
          'Custom objects, properties and reports',
          'Migration from spreadsheets or another CRM',
        ],
      },
      {
        name: 'Salesforce',
        description:
          'The most configurable CRM for complex sales organizations, multiple teams and demanding reporting requirements.',
        features: [
          'Sales Cloud configuration and custom objects',
          'Flows, approval processes and validation rules',
          'Marketing automation integration',
          'Territories, forecasting and advanced reporting',
        ],
      },
      {
        name: 'Pipedrive',
        description:
          'A visual, pipeline-first CRM that small sales teams adopt quickly and use every day without heavy administration.',
        features: [
          'Pipeline and deal stage design',
          'Activity-based selling setup',
          'Email sync, automations and templates',
          'Marketplace integrations and reporting',
        ],
      },
      {
        name: 'Zoho CRM',
        description:
          'A cost-effective, flexible CRM with a broad suite of connected business apps, well suited to budget-conscious growing companies.',
        features: [
          'Modules, layouts and Blueprint processes',
          'Integration with the wider Zoho suite',
          'Workflow rules and lead assignment',
          'Analytics dashboards and forecasts',
        ],
      },
    ],
  },
  services: {
    eyebrow: 'Services',
    title: 'Our CRM Services',
    intro:
      'Everything from choosing the right platform to keeping it clean and useful as your team grows, delivered by people who have run sales and marketing teams on a CRM themselves.',
    items: [
      {
        title: 'CRM Selection & Strategy',
        description:
          'We map your sales process, data and integration needs, then recommend the platform and edition that fit, with a realistic total cost of ownership.',
        icon: 'compass',
        features: ['Requirements workshops', 'Platform comparison and recommendation', 'Implementation roadmap'],
      },
      {
        title: 'Implementation & Configuration',
        description:
          'We set up pipelines, fields, permissions and automations around how your team sells, not around the vendor’s defaults.',
        icon: 'settings',
        features: ['Pipelines, stages and properties', 'Users, roles and permissions', 'Automation and assignment rules'],
      },
      {
        title: 'Data Migration & Cleanup',
        description:
          'We move your contacts, companies, deals and history from spreadsheets or an old system, deduplicated and mapped to the new structure.',
        icon: 'database',
        features: ['Data audit and field mapping', 'Deduplication and enrichment', 'Validated migration with a rollback plan'],
      },
      {
        title: 'Integrations & Automation',
        description:
          'We connect the CRM to your website, marketing automation, email, calendar, billing and support tools, so data flows without copy and paste.',
        icon: 'network',
        features: ['Native and API integrations', 'Marketing-to-sales hand-off workflows', 'Lead routing and notifications'],
      },
      {
        title: 'Reporting & Dashboards',
        description:
          'We build dashboards for pipeline, forecast, activity and marketing attribution, so every leader sees the numbers they need without asking.',
        icon: 'dashboard',
        features: ['Pipeline and forecast dashboards', 'Activity and performance reports', 'Marketing attribution reporting'],
      },
      {
        title: 'Training & Ongoing Support',
        description:
          'We train every role on the workflows they use, document the system and stay on hand to optimize it as your team and process evolve.',
        icon: 'graduationCap',
        features: ['Role-based training sessions', 'Admin documentation and playbooks', 'Ongoing optimization and support'],
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our CRM Implementation Process',
    intro: 'Five steps that take you from requirements to a live system your team relies on, without disrupting sales.',
    steps: [
      {
        title: 'Discovery & Requirements',
        description:
          'We map your sales process, data sources, integrations and reporting needs with the people who will use the system.',
      },
      {
        title: 'Design & Configuration',
        description:
          'We design the data model, pipelines and automations, and configure the platform in a sandbox for your review.',
      },
      {
        title: 'Data Migration',
        description: 'We clean, map and import your data, then validate record counts and key fields with your team.',
      },
      {
        title: 'Integration & Testing',
        description:
          'We connect your other tools and test every workflow end to end, fixing issues before anyone depends on them.',
      },
      {
        title: 'Training & Launch',
        description:
          'We train each role, go live with support on hand and review adoption and data quality in the weeks after launch.',
      },
    ],
  },
  cta: {
    title: 'Ready for a CRM your team actually uses?',
    text: 'Book a free strategy call. We will review your current setup and recommend the fastest route to clean data, automated workflows and reporting you can trust.',
  },
} as const satisfies CrmPageContent;
