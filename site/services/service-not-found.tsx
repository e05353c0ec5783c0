// What /services/{id} shows for an id that is not a service (product rules §2.5).
import { Link } from 'wouter';

/** 'Service Not Found' with the way back to the list. */
export function ServiceNotFound() {
  return (
    <section className="section">
      <div className="container narrow status-page">
        <h1>Service Not Found</h1>
        <p>We couldn&apos;t find that service. It may have a new name, or the link may be mistyped.</p>
        <p className="button-row">
          <Link href="/services" className="button">
            Return to Services
          </Link>
        </p>
      </div>
    </section>
  );
}
