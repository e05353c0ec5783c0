// The one-time tab of the quote calculator (product rules §4.2, §3.5, §5.1).
import { useEffect, useId, useMemo, useState } from 'react';
import { replyWithin } from '../content/business';
import { calculatorQuoteForm } from '../contract/form-fields';
import { requestFailureMessage } from '../lead-forms/failure-messages';
import { useLeadFormSettings } from '../lead-forms/lead-form-context';
import { useFieldValues } from '../lead-forms/use-field-values';
import { useLeadSubmission } from '../lead-forms/use-lead-submission';
import { formatWholeNumber, oneTimeEstimate, oneTimePackage } from '../pricing/one-time-estimate';
import { areaChoices, customAreaLimits, defaultArea, defaultPackageId, type PackageId } from '../pricing/one-time-rates';
import { SelectField } from '../ui/select-field';
import { SuccessModal } from '../ui/success-modal';
import { usePrefill } from '../ui/use-prefill';
import { useLatest } from '../ui/use-latest';
import { CalculatorOutcome } from './calculator-outcome';
import { PackageChoice } from './package-choice';
import type { CalculatorPrefill } from './calculator-prefill';
import { initialQuoteRequest, QuoteRequestForm } from './quote-request-form';

interface OneTimePanelProps {
  /** The level of the calculator's title; the request form's title sits one below it. */
  headingLevel: 2 | 3;
  prefill: CalculatorPrefill;
  onSeeMembership: () => void;
}

/** How long the size box waits, after a key, before it says that what it holds is out of range. */
const sizeErrorPauseMs = 1000;

const customAreaError = `Enter a size from ${customAreaLimits.min} to ${formatWholeNumber(customAreaLimits.max)} sq ft.`;

const areaOptions = areaChoices.map((choice) => ({ value: String(choice), label: `${formatWholeNumber(choice)} sq ft` }));

/** Parses the custom size box: 0 when empty, NaN when not a whole number. */
function parseCustomArea(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The dropdown's size and the exact size for `area`: a dropdown size selects it, another fills the box. */
function sizeFields(area = defaultArea): [number, string] {
  return areaChoices.includes(area) ? [area, ''] : [defaultArea, String(area)];
}

/** Size and package pickers, the estimate, and the quote request form once calculated. */
export function OneTimePanel({ headingLevel, prefill, onSeeMembership }: OneTimePanelProps) {
  const { onEvent } = useLeadFormSettings();
  const [areaChoice, setAreaChoice] = useState(() => sizeFields(prefill.area)[0]);
  const [customArea, setCustomArea] = useState(() => sizeFields(prefill.area)[1]);
  const [packageId, setPackageId] = useState<PackageId>(prefill.packageId ?? defaultPackageId);
  const [calculated, setCalculated] = useState(false);
  const customId = useId();

  function showArea(area?: number) {
    const [choice, custom] = sizeFields(area);
    setAreaChoice(choice);
    setCustomArea(custom);
  }
  usePrefill(prefill.area, showArea);
  usePrefill(prefill.packageId, setPackageId);

  const custom = parseCustomArea(customArea);
  const customInvalid = custom !== 0 && !(custom >= customAreaLimits.min && custom <= customAreaLimits.max);
  // A custom number above 0 overrides the dropdown (product rules §4.2).
  const area = custom > 0 ? custom : areaChoice;
  const canCalculate = area > 0 && !customInvalid;
  // An out-of-range size is explained once the visitor stops typing or leaves the box, not at the "1" of "1850";
  // it goes away as soon as the size is right.
  const [sizeErrorShown, showSizeError] = useState(false);
  const sizeError = customInvalid && sizeErrorShown;
  // Put right, the size starts the pause afresh for its next mistake. Set while rendering, as React advises for state
  // that follows other state: from an effect, even unchanged, it cost the panel a render of its own.
  if (sizeErrorShown && !customInvalid) showSizeError(false);
  useEffect(() => {
    if (customInvalid) {
      const timer = setTimeout(() => showSizeError(true), sizeErrorPauseMs);
      return () => clearTimeout(timer);
    }
  }, [customArea, customInvalid]);
  // The estimate for the picks is in the page from the start, hidden until Calculate and while the exact size is out
  // of range: it stays in the page, so that typing a size never builds it afresh.
  const pickedEstimate = oneTimeEstimate(area, packageId);
  const estimate = calculated && canCalculate ? pickedEstimate : null;
  const packageName = oneTimePackage(packageId).name;

  useEffect(() => {
    if (estimate)
      onEvent?.({
        type: 'estimate',
        detail: { kind: 'one-time', area, packageId, low: estimate.low, high: estimate.high, label: estimate.label },
      });
  }, [estimate?.label, area, packageId]); // eslint-disable-line react-hooks/exhaustive-deps -- fire once per new estimate

  // The same element while the package stays, so typing a size does not re-render the four package cards.
  const packageChoice = useMemo(() => <PackageChoice selected={packageId} onSelect={setPackageId} />, [packageId]);
  const details = useFieldValues(initialQuoteRequest);
  // 3 s after a successful submit, the form and estimate go back to 1500 sq ft and Home Essentials,
  // or to what the page around the calculator chose (product rules §3.7).
  const lead = useLeadSubmission(calculatorQuoteForm, requestFailureMessage, () => {
    details.reset();
    showArea(prefill.area);
    setPackageId(prefill.packageId ?? defaultPackageId);
    setCalculated(false);
  });

  function send(form: HTMLFormElement) {
    if (!estimate) return;
    void lead.submit(
      form,
      { ...details.values, 'home-size': String(area), 'selected-package': packageName, 'estimated-price': estimate.label },
      estimate.low,
    );
  }
  const latestSend = useLatest(send);
  // The same element while what it shows stays, so that choosing a size or a package does not re-render the form.
  // It can be sent only while it is shown, when a valid size has an estimate; until the first Calculate, typing a
  // size leaves it alone (it is hidden, and Calculate needs a valid size).
  const canSubmit = canCalculate || !calculated;
  const requestForm = useMemo(
    () => (
      <QuoteRequestForm
        headingLevel={(headingLevel + 1) as 3 | 4}
        values={details.values}
        set={details.set}
        sending={lead.sending}
        canSubmit={canSubmit}
        onSubmit={(form) => latestSend.current(form)}
      />
    ),
    [headingLevel, details.values, lead.sending, canSubmit], // eslint-disable-line react-hooks/exhaustive-deps -- set and latestSend stay
  );

  // The same element while the dropdown's size stays, so that typing a size does not re-render its eleven options.
  const areaSelect = useMemo(
    () => (
      <SelectField
        label="Home size"
        name="area"
        value={String(areaChoice)}
        options={areaOptions}
        onChange={(value) => {
          setAreaChoice(Number(value));
          setCustomArea('');
        }}
      />
    ),
    [areaChoice],
  );
  return (
    <div className="oq-panel">
      <div className="oq-grid">
        {areaSelect}
        <div className="oq-field">
          <label className="oq-label" htmlFor={customId}>
            Or exact size (sq ft)
          </label>
          <input
            id={customId}
            className="oq-input"
            part="input"
            type="number"
            inputMode="numeric"
            min={customAreaLimits.min}
            max={customAreaLimits.max}
            step={1}
            placeholder="e.g. 1850"
            value={customArea}
            aria-invalid={sizeError}
            aria-describedby={sizeError ? `${customId}-error` : undefined}
            onInput={(event) => setCustomArea(event.currentTarget.value)}
            // Only to show it: a valid size has none to hide, and an unchanged state may still cost React a render.
            onBlur={() => customInvalid && showSizeError(true)}
          />
          {sizeError && (
            <p className="oq-error" id={`${customId}-error`} role="alert">
              {customAreaError}
            </p>
          )}
        </div>
      </div>

      {packageChoice}

      <div className="oq-actions">
        <button type="button" className="oq-button" part="button" disabled={!canCalculate} onClick={() => setCalculated(true)}>
          Calculate
        </button>
        <button type="button" className="oq-button oq-button--ghost" part="button" onClick={onSeeMembership}>
          See Membership Options
        </button>
      </div>

      <CalculatorOutcome
        result={
          <div className="oq-result" part="result">
            <p className="oq-result__label">Your estimate</p>
            <p className="oq-result__price">{pickedEstimate.label}</p>
            <p className="oq-result__detail">
              {`${packageName} for ${formatWholeNumber(area)} sq ft. Final price confirmed after a quick look at your home.`}
            </p>
          </div>
        }
        resultShown={!!estimate}
        form={requestForm}
        formShown={calculated}
      />
      <SuccessModal
        open={lead.successOpen}
        onClose={lead.closeSuccess}
        title="Thank you!"
        message={`We've received your quote request and will be in touch within ${replyWithin} to confirm your price.`}
        emailSubject="Quote Request"
        headingLevel={headingLevel}
      />
    </div>
  );
}
