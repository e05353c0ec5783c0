// The page for unknown paths (DECISIONS D6).
import { Link } from 'wouter';

/** "Page not found" with the way back. */
export function NotFoundPage() {
  return (
    <section className="section">
      <div className="container narrow">
        <h1>Page not found</h1>
        <p>Sorry, we couldn&apos;t find that page. It may have moved.</p>
        <p className="button-row">
          <Link href="/" className="button">
            Go to the home page
          </Link>
          <Link href="/services" className="button button--light">
            See our services
          </Link>
        </p>
      </div>
    </section>
  );
}
