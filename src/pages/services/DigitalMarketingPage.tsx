import { paths } from '../../paths.ts';
import { ServiceAreasLayout } from '../../components/ServiceAreasLayout.tsx';
import { digitalMarketing } from '../../content/services/digitalMarketing.ts';

/** Content and Digital Marketing: planning, creation, distribution and advanced services. */
export default function DigitalMarketingPage() {
  return <ServiceAreasLayout content={digitalMarketing} path={paths.digitalMarketing} />;
}
