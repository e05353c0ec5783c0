// The contact page's FAQ (product rules §2.9): each answer folds under its question, and opens without scripting.
import { faq } from '../content/faq';

/** The four questions as disclosure widgets. */
export function FaqList() {
  return (
    <section className="section section--tint" aria-labelledby="faq-title">
      <div className="container narrow">
        <header className="section-heading">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title">Frequently asked questions</h2>
        </header>
        <div className="faq">
          {faq.map((entry) => (
            <details key={entry.question} className="faq__entry">
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
