// The membership pickers: home size, plan, frequency, interior add-on and railing glass (product rules §4.3).
import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { email, mailtoHref, phone } from '../content/business';
import { formatDollars } from '../pricing/one-time-estimate';
import { frequencies, homeSizes, plans, railingOptions, type MembershipSelection, type RailingTier } from '../pricing/membership-rates';
import { ChoiceCard } from '../ui/choice-card';

interface MembershipOptionsProps {
  selection: MembershipSelection;
  onChange: Dispatch<SetStateAction<MembershipSelection>>;
}

/**
 * Radio cards and checkboxes that make up a membership selection. Each group renders again only when what it shows
 * changes. The frequency and interior add-on stay in the page, hidden for plans without them, so a plan pick neither
 * builds nor removes them; hidden, they keep their boxes (common/styles/calculator.css).
 */
export function MembershipOptions({ selection, onChange }: MembershipOptionsProps) {
  const { homeSize, plan: planId, frequency: frequencyId, includeInterior, railingTier } = selection;
  const plan = plans.find((candidate) => candidate.id === planId);

  const sizeGroup = useMemo(
    () => (
      <fieldset className="oq-fieldset">
        <legend className="oq-label">Home size</legend>
        <div className="oq-cards oq-cards--sizes">
          {homeSizes.map((size) =>
            size.isCustom ? (
              // Estate cannot be selected; it asks the visitor to get in touch instead (product rules §4.3).
              <div key={size.id} className="oq-card oq-card--custom">
                <span className="oq-card__title">{size.name}</span>
                <span className="oq-card__text">{size.label}</span>
                <button type="button" className="oq-button oq-button--small" part="button" disabled>
                  Contact Us for Custom Quote
                </button>
              </div>
            ) : (
              <ChoiceCard
                key={size.id}
                name="homeSize"
                value={size.id}
                checked={homeSize === size.id}
                onSelect={() => onChange((current) => ({ ...current, homeSize: size.id }))}
                title={size.name}
              >
                <span className="oq-card__text">{size.label}</span>
              </ChoiceCard>
            ),
          )}
        </div>
        <p className="oq-hint">
          Estate home? Call <a href={phone.href}>{phone.display}</a> or email <a href={mailtoHref(email)}>{email}</a> for a custom quote.
        </p>
      </fieldset>
    ),
    [homeSize, onChange],
  );

  const planGroup = useMemo(
    () => (
      <fieldset className="oq-fieldset">
        <legend className="oq-label">Plan</legend>
        <div className="oq-cards oq-cards--plans">
          {plans.map((option) => (
            <ChoiceCard
              key={option.id}
              name="plan"
              value={option.id}
              checked={planId === option.id}
              onSelect={() => onChange((current) => ({ ...current, plan: option.id }))}
              title={option.name}
            >
              <span className="oq-card__text">{option.description}</span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
    ),
    [planId, onChange],
  );

  const frequencyGroup = useMemo(
    () => (
      <fieldset className="oq-fieldset">
        <legend className="oq-label">Visits per year</legend>
        <div className="oq-cards oq-cards--frequencies">
          {frequencies.map((frequency) => (
            <ChoiceCard
              key={frequency.id}
              name="frequency"
              value={frequency.id}
              checked={frequencyId === frequency.id}
              onSelect={() => onChange((current) => ({ ...current, frequency: frequency.id }))}
              title={frequency.name}
            >
              <span className="oq-card__text">{frequency.description}</span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
    ),
    [frequencyId, onChange],
  );

  const addOnGroup = useMemo(
    () => (
      <fieldset className="oq-fieldset">
        <legend className="oq-label">Add-ons</legend>
        <div hidden={planId !== 'exterior'}>
          <label className="oq-check">
            <input
              type="checkbox"
              name="includeInterior"
              checked={includeInterior}
              onChange={(event) => {
                // Read now: the update runs after the event, when currentTarget is gone.
                const { checked } = event.currentTarget;
                onChange((current) => ({ ...current, includeInterior: checked }));
              }}
            />
            Add interior window cleaning
          </label>
        </div>
        <div className="oq-radio-list" role="radiogroup" aria-label="Railing glass">
          <span className="oq-hint">Glass railing panels</span>
          {railingOptions.map((option) => (
            <label key={option.tier} className="oq-check">
              <input
                type="radio"
                name="railingTier"
                value={option.tier}
                checked={railingTier === option.tier}
                onChange={() => onChange((current) => ({ ...current, railingTier: option.tier as RailingTier }))}
              />
              {option.label}
              {option.price > 0 && <span className="oq-muted"> (+{formatDollars(option.price)})</span>}
            </label>
          ))}
        </div>
      </fieldset>
    ),
    [planId, includeInterior, railingTier, onChange],
  );

  return (
    <>
      {sizeGroup}
      {planGroup}
      <div hidden={!plan?.hasFrequencyOptions}>{frequencyGroup}</div>
      {addOnGroup}
    </>
  );
}
