// The quote form's service cards: each one toggles on click (product rules §2.8), and posts without scripts too (§2.11).
import { useLayoutEffect, useRef, useState } from 'react';
import { bookableServices } from '../content/bookable-services';
import type { BookableServiceId } from '../content/service-names';
import type { pageQuoteForm } from '../contract/form-fields';

/** The field each ticked box posts a service under, without scripts. */
const field = 'services' satisfies (typeof pageQuoteForm.fields)[number];

interface ServiceTogglesProps {
  selected: readonly BookableServiceId[];
  /** Called with a function of the chosen services that gives the new ones, as a state setter is. */
  onChange: (update: (current: BookableServiceId[]) => BookableServiceId[]) => void;
}

/**
 * Toggle buttons, one per bookable service, with aria-pressed, each named by all its visible text. Until scripts run,
 * each card is a check box named services, so the form posts the chosen services itself (an empty value before them
 * posts an empty list), and the endpoint joins them as scripts do.
 */
export function ServiceToggles({ selected, onChange }: ServiceTogglesProps) {
  const cards = useRef<HTMLDivElement>(null);
  // False in the prerendered HTML and the render that hydrates it; true from the first layout, before the browser
  // paints (as in SubmitRow), when the boxes ticked by then, which hydration leaves ticked, become the chosen services.
  const [scripted, setScripted] = useState(false);
  useLayoutEffect(() => {
    const ticked = new Set([...cards.current!.querySelectorAll('input')].filter((box) => box.checked).map((box) => box.value));
    const chosen = bookableServices.filter((service) => ticked.has(service.name)).map((service) => service.id);
    if (chosen.length !== selected.length || chosen.some((id) => !selected.includes(id))) onChange(() => chosen);
    setScripted(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the HTML was before scripts ran

  return (
    <>
      {/* hidden twice over: html-validate, which the built pages pass, reads a hidden input that shares its name with
          check boxes as a duplicate name, unless it is out of the rendering too. */}
      {!scripted && <input type="hidden" name={field} value="" hidden />}
      <div className="oq-cards oq-cards--services" ref={cards}>
        {bookableServices.map((service) => {
          const pressed = selected.includes(service.id);
          const text = (
            <>
              <span className="oq-card__title">{service.name}</span>
              <span className="oq-card__text">{service.summary}</span>
              <span className="oq-toggle__mark" aria-hidden="true" />
            </>
          );
          return scripted ? (
            <button
              key={service.id}
              type="button"
              className="oq-card oq-toggle"
              part={pressed ? 'option option-selected' : 'option'}
              aria-pressed={pressed}
              onClick={() =>
                onChange((current) => (current.includes(service.id) ? current.filter((id) => id !== service.id) : [...current, service.id]))
              }
            >
              {text}
            </button>
          ) : (
            <label key={service.id} className="oq-card oq-toggle">
              <input type="checkbox" className="oq-toggle__box" name={field} value={service.name} defaultChecked={pressed} />
              {text}
            </label>
          );
        })}
      </div>
    </>
  );
}
