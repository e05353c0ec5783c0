// What a visitor typed, ticked, chose or pressed in the prerendered page before React took it over. Hydration
// keeps what was typed on screen but not in the components' state, which is what a Calculate or a submit reads,
// and a press on a scripted button did nothing: both would be lost.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether `control` differs from what React rendered: its default value, check or selection, set from the props. */
function changedEarly(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    // The radio the visitor left for another of its group is taken up by that one's click.
    return control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked);
  return control.value !== control.defaultValue;
}

/**
 * Hands each form control under `root` that the visitor changed before hydration to its own handler, by firing
 * the event a visitor fires: input for typed text, change for a select, a click for a check box or radio. Every
 * change is read first, since the re-render that one handler causes puts the other controls back to the state.
 * Then presses each of `pressed` (keepEarlyClicks) that is still on the page and enabled, in order: after the
 * typing, so that a Calculate pressed early prices what was typed.
 */
export function takeUpEarlyInput(root: ParentNode, pressed: readonly HTMLButtonElement[] = []): void {
  readEarlyInput(root, pressed)();
}

/**
 * takeUpEarlyInput in two steps: reads now what the visitor changed under `root`, and returns the function that
 * hands it to the handlers later, once a render of the page's own (an embed page's prefill) has put the controls
 * back to its state.
 */
export function readEarlyInput(root: ParentNode, pressed: readonly HTMLButtonElement[] = []): () => void {
  const early = [...root.querySelectorAll<Control>('input, textarea, select')]
    .filter(changedEarly)
    .map((control) => ({ control, value: control.value, checked: control instanceof HTMLInputElement && control.checked }));
  return () => replay(early, pressed);
}

function replay(early: Array<{ control: Control; value: string; checked: boolean }>, pressed: readonly HTMLButtonElement[]): void {
  for (const { control, value, checked } of early) {
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // React hears a click that changes the control: the other way first, then the click brings it back.
      control.checked = !checked;
      control.click();
    } else {
      control.value = value;
      control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
  for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
}
