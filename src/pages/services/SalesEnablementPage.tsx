import { paths } from '../../paths.ts';
import { ServiceAreasLayout } from '../../components/ServiceAreasLayout.tsx';
import { salesEnablement } from '../../content/services/salesEnablement.ts';

/** Sales Enablement: tools, content, training and process optimization. */
export default function SalesEnablementPage() {
  return <ServiceAreasLayout content={salesEnablement} path={paths.salesEnablement} />;
}
