// The home page hero: rotating phrases in the headline, the main calls to action, and the trust figures.
import { useState } from 'react';
import { heroPhrases } from '../content/hero-phrases';
import { homeHero, homeStats } from '../content/home';
import { Picture } from '../ui/picture';
import { QuoteAndCallButtons } from '../ui/quote-and-call-buttons';
import { useRotatingPhrase } from './use-rotating-phrase';

/** The hero; every phrase is in the markup, stacked in one cell, so the headline never changes size. */
export function HomeHero() {
  const [paused, setPaused] = useState(false);
  const { index, ref } = useRotatingPhrase(heroPhrases.length, !paused);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow eyebrow--light">{homeHero.eyebrow}</p>
          <h1 className="hero__title" id="hero-title">
            <span className="rotator">
              {heroPhrases.map((phrase, phraseIndex) => (
                <span
                  key={phrase}
                  ref={phraseIndex === index ? ref : undefined}
                  className={phraseIndex === index ? 'rotator__phrase rotator__phrase--shown' : 'rotator__phrase'}
                  aria-hidden={phraseIndex === index ? undefined : true}
                >
                  {phrase}
                </span>
              ))}
            </span>{' '}
            <span className="hero__title-rest">{homeHero.titleRest}</span>
          </h1>
          <p className="hero__lead">{homeHero.lead}</p>
          <p className="hero__actions">
            <QuoteAndCallButtons />
          </p>
          <ul className="hero__stats">
            {homeStats.map((stat) => (
              <li key={stat.label}>
                <strong>{stat.value}</strong> {stat.label}
              </li>
            ))}
          </ul>
          <button type="button" className="hero__pause" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
            {/* WCAG 2.2.2: moving text that runs longer than five seconds can be paused. */}
            Pause headline animation
          </button>
        </div>
        <div className="hero__art">
          <Picture image={homeHero.image} alt={homeHero.imageAlt} sizes="(min-width: 960px) 560px, 100vw" priority />
        </div>
      </div>
    </section>
  );
}
