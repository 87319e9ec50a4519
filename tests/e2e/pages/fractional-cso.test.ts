import { servicePath } from '../../../src/paths.ts';
import { describeLeadershipPage } from './leadershipPage.ts';

describeLeadershipPage({
  path: servicePath('fractional-cso'),
  title: 'Fractional CSO Services',
  serviceGroups: ['Sales Strategy & Foundation', 'Pipeline Generation & Deal Management', 'Sales Performance & Growth'],
  keyDeliverable: '40+ page sales blueprint',
  figures: [
    { value: '25-50%', label: 'Higher close rates' },
    { value: '30-60%', label: 'Shorter sales cycle' },
    { value: '2-4x', label: 'Revenue growth in 12 months' },
  ],
  methodologies: [
    { group: 'Complex B2B Sales', items: ['MEDDIC', 'Challenger', 'Account-Based Selling'] },
    { group: 'Transactional Sales', items: ['SPIN Selling', 'Value Selling', 'Inbound Selling'] },
  ],
});
