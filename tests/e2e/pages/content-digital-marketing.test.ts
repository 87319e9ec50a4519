import { servicePath } from '../../../src/paths.ts';
import { describeServiceAreasPage } from './serviceAreasPage.ts';

// SPEC.md §2 Content and Digital Marketing: content planning, creation, distribution and advanced services.
describeServiceAreasPage({
  path: servicePath('content-digital-marketing'),
  title: 'Content & Digital Marketing',
  overview: 'services',
  areas: [
    { title: 'Content Planning', anchor: 'content-planning' },
    { title: 'Content Creation', anchor: 'content-creation' },
    { title: 'Content Distribution', anchor: 'content-distribution' },
    { title: 'Advanced Digital Services', anchor: 'advanced-services' },
  ],
  steps: 4,
});
