// Partners (/partners): how a partner puts a widget on their own site.
import { PageHero } from '../ui/page-hero';

/** The partners page. */
export default function PartnersPage() {
  return <PageHero eyebrow="Partners" title="Put Our Quote Calculator on Your Site" lead="" />;
}
