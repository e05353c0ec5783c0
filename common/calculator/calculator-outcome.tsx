// What a calculator tab shows under its Calculate button: the figure, announced as it changes, and the request form.
import type { ReactNode } from 'react';

interface CalculatorOutcomeProps {
  /** The estimate or price, or nothing before Calculate. */
  result: ReactNode;
  /** The request form, rendered from the start. */
  form: ReactNode;
  formShown: boolean;
}

/**
 * The form is in the page from the start, hidden until the first Calculate and laid out while the page is idle
 * (use-hidden-parts-laid-out.ts), so that Calculate costs the figure and the form's paint: building the form then
 * and laying out its 75-90 boxes took 20-35 ms of a 70-110 ms click with the CPU slowed 4x. One row of the panel's
 * grid holds both, so the hidden form adds no gap under the button.
 */
export function CalculatorOutcome({ result, form, formShown }: CalculatorOutcomeProps) {
  return (
    <div className="oq-outcome">
      <div aria-live="polite">{result}</div>
      {/* No role, so nothing of it is in the accessibility tree while hidden (content-visibility: hidden). */}
      <div hidden={!formShown}>{form}</div>
    </div>
  );
}
