import { fractionalCmo } from '../../content/services/fractionalCmo.ts';
import { LeadershipServicePage } from './LeadershipServicePage.tsx';

/** /services/fractional-cmo/ */
export default function FractionalCmoPage() {
  return <LeadershipServicePage content={fractionalCmo} />;
}
