import { servicePath } from '../../../src/paths.ts';
import { describeServiceAreasPage } from './serviceAreasPage.ts';

// SPEC.md §2 Sales Enablement: 4 cards (tools, content, training, process optimization) whose
// sections carry the spec's #sales-* anchors, a 4-step process and the 40%+, 60% and 85% stats.
describeServiceAreasPage({
  path: servicePath('sales-enablement-tools'),
  title: 'Sales Enablement Tools & Training',
  overview: 'solutions',
  areas: [
    { title: 'Sales Tools & Technology', anchor: 'sales-tools' },
    { title: 'Sales Content & Collateral', anchor: 'sales-content' },
    { title: 'Sales Training & Coaching', anchor: 'sales-training' },
    { title: 'Sales Process Optimization', anchor: 'sales-process' },
  ],
  figures: [
    { value: '40%+', label: 'Faster ramp for new reps' },
    { value: '60%', label: 'Less time searching for content' },
    { value: '85%', label: 'Content adoption' },
  ],
  steps: 4,
});
