// The membership tab of the quote calculator (product rules §4.3, §5.3, §5.4).
import { useEffect, useMemo, useState } from 'react';
import { replyWithin } from '../content/business';
import { membershipForm } from '../contract/form-fields';
import { requestFailureMessage } from '../lead-forms/failure-messages';
import { useLeadFormSettings } from '../lead-forms/lead-form-context';
import { useFieldValues } from '../lead-forms/use-field-values';
import { useLeadSubmission } from '../lead-forms/use-lead-submission';
import { formatDollars } from '../pricing/one-time-estimate';
import { effectiveSelection, membershipPrice } from '../pricing/membership-price';
import { defaultMembershipSelection, type MembershipSelection } from '../pricing/membership-rates';
import { SuccessModal } from '../ui/success-modal';
import { usePrefill } from '../ui/use-prefill';
import { useLatest } from '../ui/use-latest';
import { CalculatorOutcome } from './calculator-outcome';
import { MembershipOptions } from './membership-options';
import { initialMembershipRequest, MembershipRequestForm } from './membership-request-form';
import type { CalculatorPrefill } from './calculator-prefill';

/** Membership pickers, pricing once calculated, and the membership request form. */
export function MembershipPanel({ headingLevel, prefill }: { headingLevel: 2 | 3; prefill: CalculatorPrefill }) {
  const { onEvent } = useLeadFormSettings();
  // The defaults, with the size and plan the page around the calculator chose.
  const start = (): MembershipSelection => ({
    ...defaultMembershipSelection,
    ...(prefill.homeSize && { homeSize: prefill.homeSize }),
    ...(prefill.plan && { plan: prefill.plan }),
  });
  const [selection, setSelection] = useState(start);
  const [calculated, setCalculated] = useState(false);
  // The price for the picks, in the page hidden until Calculate; the one calculated is the one shown.
  const pickedPrice = membershipPrice(selection);
  const price = calculated ? pickedPrice : null;
  const details = useFieldValues(initialMembershipRequest);
  usePrefill(prefill.homeSize, (homeSize) => setSelection((current) => ({ ...current, homeSize })));
  usePrefill(prefill.plan, (plan) => setSelection((current) => ({ ...current, plan })));
  // 3 s after a successful submit, the form goes back to its defaults (product rules §3.7).
  const lead = useLeadSubmission(membershipForm, requestFailureMessage, () => {
    details.reset();
    setSelection(start());
    setCalculated(false);
  });

  const chosen = effectiveSelection(selection);

  useEffect(() => {
    if (price) onEvent?.({ type: 'estimate', detail: { kind: 'membership', ...chosen, ...price } });
  }, [price?.annual, selection]); // eslint-disable-line react-hooks/exhaustive-deps -- fire once per new price

  function send(form: HTMLFormElement) {
    if (!price) return;
    void lead.submit(
      form,
      {
        ...details.values,
        homeSize: chosen.homeSize,
        plan: chosen.plan,
        frequency: chosen.frequency,
        railingTier: String(chosen.railingTier),
        includeInterior: String(chosen.includeInterior),
        monthlyPrice: String(price.monthly),
        annualPrice: String(price.annual),
        year1Total: String(price.year1Total),
      },
      price.monthly,
    );
  }

  const latestSend = useLatest(send);
  // The same element while what it shows stays, so that choosing an option does not re-render the form.
  const requestForm = useMemo(
    () => (
      <MembershipRequestForm
        headingLevel={(headingLevel + 1) as 3 | 4}
        values={details.values}
        set={details.set}
        sending={lead.sending}
        onSubmit={(form) => latestSend.current(form)}
      />
    ),
    [headingLevel, details.values, lead.sending], // eslint-disable-line react-hooks/exhaustive-deps -- set and latestSend stay
  );

  return (
    <div className="oq-panel">
      <MembershipOptions selection={selection} onChange={setSelection} />
      <div className="oq-actions">
        <button type="button" className="oq-button" part="button" onClick={() => setCalculated(true)}>
          Calculate
        </button>
      </div>
      <CalculatorOutcome
        result={
          pickedPrice && (
            <div className="oq-result" part="result">
              <p className="oq-result__label">Your membership</p>
              <p className="oq-result__price">
                {formatDollars(pickedPrice.monthly)}
                <span className="oq-result__unit">/month</span>
              </p>
              <p className="oq-result__detail">
                {`${formatDollars(pickedPrice.annual)} a year. Year 1 with your free month: ` +
                  `${formatDollars(pickedPrice.year1Total)} (about ${formatDollars(pickedPrice.year1Monthly)}/month).`}
              </p>
              <p className="oq-result__note">First month free! Cancel anytime with 30 days notice.</p>
            </div>
          )
        }
        form={requestForm}
        formShown={calculated}
      />
      <SuccessModal
        open={lead.successOpen}
        onClose={lead.closeSuccess}
        title="Welcome to the family!"
        message={`Your membership request is in. We'll call within ${replyWithin} to book your first visit.`}
        emailSubject="Membership Request"
        headingLevel={headingLevel}
      />
    </div>
  );
}
