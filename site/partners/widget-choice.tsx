// The first choice on the partners page: which widget to put on the partner's site, as radio cards.
import { partnerChoices, partnerWidgets, type PartnerChoice } from '../content/partner-widgets';

interface WidgetChoiceProps {
  value: PartnerChoice;
  onChange: (widget: PartnerChoice) => void;
}

/** The three widgets and the quote button as radio cards; the whole card picks its widget. */
export function WidgetChoice({ value, onChange }: WidgetChoiceProps) {
  return (
    <fieldset className="kit-step widget-choice">
      <legend className="kit-step__title">
        <span className="kit-step__number" aria-hidden="true">
          1
        </span>
        Choose what to show
      </legend>
      <div className="widget-choice__options">
        {partnerChoices.map((widget) => (
          <label key={widget} className="widget-option">
            <input
              type="radio"
              name="widget"
              value={widget}
              checked={widget === value}
              onChange={() => onChange(widget)}
              aria-describedby={`widget-${widget}-text`}
            />
            <span className="widget-option__title">{partnerWidgets[widget].title}</span>
            <span className="widget-option__text" id={`widget-${widget}-text`}>
              {partnerWidgets[widget].description}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
