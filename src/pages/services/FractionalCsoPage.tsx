import { fractionalCso } from '../../content/services/fractionalCso.ts';
import { LeadershipServicePage } from './LeadershipServicePage.tsx';

/** /services/fractional-cso/ */
export default function FractionalCsoPage() {
  return <LeadershipServicePage content={fractionalCso} />;
}
