import { servicePath } from '../../../src/paths.ts';
import { describeServiceAreasPage } from './serviceAreasPage.ts';

// SPEC.md §2 Lead Generation: 4 solution cards linking to anchored sections, a 4-step process and
// the three stats. `/services/sales-enablement` redirects here, so the lead-* anchors live here.
describeServiceAreasPage({
  path: servicePath('lead-generation'),
  title: 'B2B Lead Generation Services',
  overview: 'solutions',
  areas: [
    { title: 'Lead Strategy & Targeting', anchor: 'lead-strategy' },
    { title: 'Multi-Channel Campaigns', anchor: 'multi-channel' },
    { title: 'Lead Nurturing & Scoring', anchor: 'lead-nurturing' },
    { title: 'Lead Analytics & Optimization', anchor: 'lead-analytics' },
  ],
  figures: [
    { value: '300%+', label: 'Average lead increase' },
    { value: '50%', label: 'Lower cost per lead' },
    { value: '25%+', label: 'Higher conversion' },
  ],
  steps: 4,
  followLinks: true,
});
