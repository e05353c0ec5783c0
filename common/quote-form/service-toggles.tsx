// The quote form's service cards: each one toggles on click (SPEC 2 "Quote").
import { bookableServices } from '../content/bookable-services';

interface ServiceTogglesProps {
  selected: readonly string[];
  onToggle: (id: string) => void;
}

/** Toggle buttons, one per bookable service, with aria-pressed; each is named by all its visible text. */
export function ServiceToggles({ selected, onToggle }: ServiceTogglesProps) {
  return (
    <div className="oq-cards oq-cards--services">
      {bookableServices.map((service) => {
        const pressed = selected.includes(service.id);
        return (
          <button
            key={service.id}
            type="button"
            className="oq-card oq-toggle"
            part={pressed ? 'option option-selected' : 'option'}
            aria-pressed={pressed}
            onClick={() => onToggle(service.id)}
          >
            <span className="oq-card__title">{service.name}</span>
            <span className="oq-card__text">{service.summary}</span>
            <span className="oq-toggle__mark" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
