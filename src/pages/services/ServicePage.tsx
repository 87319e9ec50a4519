import type { Service } from '../../content/serviceSchema.ts';
import { ServiceAreasLayout } from '../../components/ServiceAreasLayout.tsx';
import { LeadershipServicePage } from './LeadershipServicePage.tsx';
import { ServiceDetailPage } from './ServiceDetailPage.tsx';

export interface ServicePageProps {
  service: Service;
  /** The page's own path: links written as `#anchor` point into it. */
  path: string;
}

/** A service's page, in the layout its content file names. */
export default function ServicePage({ service, path }: ServicePageProps) {
  switch (service.layout) {
    case 'leadership':
      return <LeadershipServicePage service={service} />;
    case 'areas':
      return <ServiceAreasLayout service={service} path={path} />;
    case 'sections':
      return <ServiceDetailPage service={service} path={path} />;
  }
}
