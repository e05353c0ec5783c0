// The closing call to action many pages end with: by default the quote page and a phone call.
import type { ReactNode } from 'react';
import { QuoteAndCallButtons } from './quote-and-call-buttons';

interface CtaBannerProps {
  title: string;
  text: string;
  /** Replaces the two standard buttons (Get Free Quote, Call). */
  actions?: ReactNode;
}

/** A bold band with a heading, a line of text and the ways to get started. */
export function CtaBanner({ title, text, actions }: CtaBannerProps) {
  return (
    <section className="cta-banner" aria-label={title}>
      <div className="container cta-banner__inner">
        <div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
        <p className="button-row">{actions ?? <QuoteAndCallButtons />}</p>
      </div>
    </section>
  );
}
