// The title band at the top of every inner page.
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Extra content under the lead, such as a rating line or breadcrumbs. */
  children?: ReactNode;
  /** Lines the title up with a narrow text column below, as on the legal pages. */
  narrow?: boolean;
}

/** The page's h1 with its eyebrow and lead. */
export function PageHero({ eyebrow, title, lead, children, narrow = false }: PageHeroProps) {
  return (
    <section className={narrow ? 'page-hero page-hero--narrow' : 'page-hero'} aria-labelledby="page-title">
      <div className="container page-hero__inner">
        {eyebrow && <p className="eyebrow eyebrow--light">{eyebrow}</p>}
        <h1 id="page-title">{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
