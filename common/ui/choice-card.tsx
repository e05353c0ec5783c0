// A radio button drawn as a card: its title names it, the rest of the card describes it. The card is a
// div, not a label, so it may hold a list; the radio covers the whole card, so a click anywhere picks it.
import { useId, type ReactNode } from 'react';

interface ChoiceCardProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  /** Shown beside the title, such as a "Most popular" badge; read as part of the description. */
  badge?: ReactNode;
  children?: ReactNode;
}

/** One option of a radio group of cards. */
export function ChoiceCard({ name, value, checked, onSelect, title, badge, children }: ChoiceCardProps) {
  const id = useId();
  return (
    <div className={checked ? 'oq-card oq-card--selected' : 'oq-card'} part={checked ? 'option option-selected' : 'option'}>
      <input
        type="radio"
        className="oq-card__input"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      />
      <div className="oq-card__title">
        <span id={`${id}-title`}>{title}</span>
        {badge}
      </div>
      <div className="oq-card__body" id={`${id}-text`}>
        {children}
      </div>
    </div>
  );
}
