// The body of the privacy and terms pages: the title band, then the plain-language text.
import type { LegalPage } from '../content/legal-page';
import { formatDate } from '../blog/format-date';
import { MarkupBody } from '../markup/markup-body';
import { PageHero } from '../ui/page-hero';

interface LegalArticleProps {
  page: LegalPage;
}

/** One legal page, with the date it last changed. */
export function LegalArticle({ page }: LegalArticleProps) {
  return (
    <>
      <PageHero eyebrow="Legal" title={page.title} narrow>
        <p className="page-hero__meta">
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <div className="section">
        <div className="container narrow prose">
          <MarkupBody source={page.content} headingLevel={2} />
        </div>
      </div>
    </>
  );
}
