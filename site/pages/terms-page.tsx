// Terms (/terms): the conditions of quotes, visits, payment and guarantees (product rules §2.10).
import { termsOfService } from '../content/terms-of-service';
import { LegalArticle } from '../legal/legal-article';

/** The terms page. */
export default function TermsPage() {
  return <LegalArticle page={termsOfService} />;
}
