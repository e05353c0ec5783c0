// The home page hero: rotating phrases in the headline, the main calls to action, and the trust figures.
import { useEffect, useRef, useState } from 'react';
import { heroPhrases } from '../content/hero-phrases';
import { homeHero, homeStats } from '../content/home';
import { Picture } from '../ui/picture';
import { QuoteAndCallButtons } from '../ui/quote-and-call-buttons';

/** A new phrase every 3000 ms (product rules §6). */
const rotationMs = 3000;

/**
 * The hero. Every phrase is in the markup, stacked in one cell, so the headline never changes size; a timer names the
 * one shown in the rotator's data-shown and home.css fades it in, so nothing re-renders. Assistive technology reads the
 * first phrase only: a heading that changed every 3 s would be read out again and again.
 */
export function HomeHero() {
  const [paused, setPaused] = useState(false);
  const rotator = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = rotator.current;
    if (paused || !element) return;
    let timer: number | undefined;
    const start = () => {
      timer ??= window.setInterval(() => {
        element.dataset.shown = String((Number(element.dataset.shown ?? 0) + 1) % heroPhrases.length);
      }, rotationMs);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    // Only while the headline is on screen: once the visitor has scrolled on, to the calculator say, a change
    // nobody sees would still cost a style update and half a second of frames, every 3 s.
    const observer = new IntersectionObserver(([entry]) => (entry.isIntersecting ? start() : stop()));
    start();
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [paused]);

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow eyebrow--light">{homeHero.eyebrow}</p>
          <h1 className="hero__title" id="hero-title">
            <span className="rotator" ref={rotator}>
              {heroPhrases.map((phrase, index) => (
                <span key={phrase} className="rotator__phrase" aria-hidden={index === 0 ? undefined : true}>
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
          <Picture image={homeHero.image} alt={homeHero.imageAlt} sizes="(min-width: 960px) 560px, calc(100vw - 40px)" priority />
        </div>
      </div>
    </section>
  );
}
