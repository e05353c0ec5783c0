// What a calculator tab shows under its Calculate button: the figure, announced as it changes, and the request form.
import type { ReactNode } from 'react';

interface CalculatorOutcomeProps {
  /** The estimate or price for what is picked now. */
  result: ReactNode;
  /** The request form. */
  form: ReactNode;
  /** Whether the form is shown: once calculated. */
  formShown: boolean;
  /** Whether the figure is shown: with the form, unless the picks have no figure now (a size out of range). */
  resultShown?: boolean;
}

/**
 * Both parts are in the page from the start, hidden until the first Calculate and laid out while the page is idle
 * (use-hidden-parts-laid-out.ts), so that Calculate costs their paint:
 * - building the form then and laying out its 75-90 boxes took 20-35 ms of a 70-110 ms click with the CPU slowed 4x;
 * - the figure's text is the only text in its sizes and weights, and laying it out the first time asked the browser
 *   for those fonts, two waits of 2-3 ms each in the click's layout.
 * One row of the panel's grid holds both, so the hidden parts add no gap under the button. The figure is shown
 * inside the live region, which is there from the start, so showing it is announced, as each change after.
 */
export function CalculatorOutcome({ result, form, formShown, resultShown = formShown }: CalculatorOutcomeProps) {
  return (
    <div className="oq-outcome">
      <div aria-live="polite">
        <div hidden={!resultShown}>{result}</div>
      </div>
      {/* No role, so nothing of it is in the accessibility tree while hidden (content-visibility: hidden). */}
      <div hidden={!formShown}>{form}</div>
    </div>
  );
}
