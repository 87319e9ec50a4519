import { paths } from '../../paths.ts';
import { ServiceAreasLayout } from '../../components/ServiceAreasLayout.tsx';
import { leadGeneration } from '../../content/services/leadGeneration.ts';

/** Lead Generation: the page `/services/sales-enablement` redirects to. */
export default function LeadGenerationPage() {
  return <ServiceAreasLayout content={leadGeneration} path={paths.leadGeneration} />;
}
