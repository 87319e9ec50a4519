import { revenueStrategy } from '../../content/services/revenueStrategy.ts';
import { ServiceDetailPage } from './ServiceDetailPage.tsx';

/** /services/revenue-strategy/ */
export default function RevenueStrategyPage() {
  return <ServiceDetailPage content={revenueStrategy} />;
}
