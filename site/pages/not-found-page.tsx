// The page for unknown paths (product rules §2.1), served by the server with status 404.
import '../styles/cards.css';
import { Link } from 'wouter';

/** "Page not found" with the way back. */
export default function NotFoundPage() {
  return (
    <section className="section">
      <div className="container narrow status-page">
        <p className="eyebrow">Error 404</p>
        <h1>Page not found</h1>
        <p>Sorry, we couldn&apos;t find that page. It may have moved, or the address may have a typo.</p>
        <p className="button-row">
          <Link href="/" className="button">
            Go to the home page
          </Link>
          <Link href="/services" className="button button--outline">
            See our services
          </Link>
        </p>
      </div>
    </section>
  );
}
