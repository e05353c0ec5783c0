// Privacy (/privacy): how quote requests and messages are handled (DECISIONS D6).
import { privacyPolicy } from '../content/privacy-policy';
import { LegalArticle } from '../legal/legal-article';

/** The privacy page. */
export default function PrivacyPage() {
  return <LegalArticle page={privacyPolicy} />;
}
