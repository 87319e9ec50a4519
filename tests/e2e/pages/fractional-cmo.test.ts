import { servicePath } from '../../../src/paths.ts';
import { describeLeadershipPage } from './leadershipPage.ts';

describeLeadershipPage({
  path: servicePath('fractional-cmo'),
  title: 'Fractional CMO Services',
  serviceGroups: ['Strategic Foundation', 'Demand Generation & Lead Management', 'Analytics & Growth'],
  keyDeliverable: '50+ page marketing strategy document',
  figures: [
    { value: '3-5x', label: 'ROI within 12 months' },
    { value: '40-60%', label: 'Better lead quality' },
    { value: '25-40%', label: 'Lower cost per acquisition' },
  ],
});
