// Privacy (/privacy): how quote requests and messages are handled (product rules §2.10).
import { privacyPolicy } from '../content/privacy-policy';
import { LegalArticle } from '../legal/legal-article';

/** The privacy page. */
export default function PrivacyPage() {
  return <LegalArticle page={privacyPolicy} />;
}
