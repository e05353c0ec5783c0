// Service detail (/services/{serviceId}): one service's page, or 'Service Not Found' (product rules §2.5).
import '../styles/cards.css';
import '../styles/services.css';
import { serviceDetails } from '../content/service-details';
import { findService } from '../content/services';
import type { PageProps } from '../routing/page-modules';
import { ServiceDetailView } from '../services/service-detail-view';
import { ServiceNotFound } from '../services/service-not-found';
import { CtaBanner } from '../ui/cta-banner';

/** The page of the service named by the route's serviceId. */
export default function ServicePage({ params }: PageProps) {
  const service = findService(params.serviceId ?? '');
  if (!service) return <ServiceNotFound />;
  return (
    <>
      <ServiceDetailView service={service} detail={serviceDetails[service.id]} />
      <CtaBanner
        title={`Book ${service.title.toLowerCase()} with confidence`}
        text="Free quotes, fixed prices, and an insured local crew."
      />
    </>
  );
}
