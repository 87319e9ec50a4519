import { gtmPlanning } from '../../content/services/gtmPlanning.ts';
import { ServiceDetailPage } from './ServiceDetailPage.tsx';

/** /services/gtm-planning/ */
export default function GtmPlanningPage() {
  return <ServiceDetailPage content={gtmPlanning} />;
}
