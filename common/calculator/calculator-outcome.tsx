// What a calculator tab shows under its Calculate button: the figure, announced as it changes, and the request form.
import type { ReactNode } from 'react';
import { useHydrated } from '../ui/use-hydrated';

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
 * (use-hidden-parts-laid-out.ts), so that Calculate only paints them, building no boxes and asking for no fonts.
 * Only scripts show them, so a prerendered page's HTML leaves them out and has them from the render after hydration.
 * One grid row holds both, so hidden they add no gap; the live region is there from the start, so the figure's
 * showing is announced.
 */
export function CalculatorOutcome({ result, form, formShown, resultShown = formShown }: CalculatorOutcomeProps) {
  const hydrated = useHydrated();
  return (
    <div className="oq-outcome">
      <div aria-live="polite">
        <div hidden={!resultShown}>{resultShown || hydrated ? result : null}</div>
      </div>
      {/* No role, so nothing of it is in the accessibility tree while hidden (content-visibility: hidden). */}
      <div hidden={!formShown}>{formShown || hydrated ? form : null}</div>
    </div>
  );
}
