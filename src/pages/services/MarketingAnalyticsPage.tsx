import { paths } from '../../paths.ts';
import { ServiceAreasLayout } from '../../components/ServiceAreasLayout.tsx';
import { marketingAnalytics } from '../../content/services/marketingAnalytics.ts';

/** Marketing Analytics: integration and reporting, analysis and insights, near real-time intelligence. */
export default function MarketingAnalyticsPage() {
  return <ServiceAreasLayout content={marketingAnalytics} path={paths.marketingAnalytics} />;
}
