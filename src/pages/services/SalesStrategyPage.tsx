import { salesStrategy } from '../../content/services/salesStrategy.ts';
import { ServiceDetailPage } from './ServiceDetailPage.tsx';

/** /services/sales-strategy/ */
export default function SalesStrategyPage() {
  return <ServiceDetailPage content={salesStrategy} />;
}
