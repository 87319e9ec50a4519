import { paths } from '../../paths.ts';
import { ServiceAreasLayout } from '../../components/ServiceAreasLayout.tsx';
import { salesSupport } from '../../content/services/salesSupport.ts';

/** Sales Support: full cycle, field (USA only) and channel sales. */
export default function SalesSupportPage() {
  return <ServiceAreasLayout content={salesSupport} path={paths.salesSupport} />;
}
