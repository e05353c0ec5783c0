// What a visitor typed, ticked, chose or pressed in the prerendered page before React took it over. Hydration
// keeps what was typed on screen but not in the components' state, which is what a Calculate or a submit reads
// and what the next render of a controlled field puts back, and a press on a scripted button did nothing: all
// would be lost.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Entered {
  value: string;
  checked: boolean;
}

const controls = 'input, textarea, select';

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether `control` differs from what React rendered: its default value, check or selection, set from the props. */
function changedEarly(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(control))
    // The radio the visitor left for another of its group is taken up by that one's click.
    return control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked);
  return control.value !== control.defaultValue;
}

const entered = (control: Control): Entered => ({ value: control.value, checked: isCheckable(control) && control.checked });

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
 * back to its state. What the visitor enters in between is kept too, as they last left each control: React hears
 * it, but that render may undo it, and the value read before it would.
 */
export function readEarlyInput(root: ParentNode, pressed: readonly HTMLButtonElement[] = []): () => void {
  const early = new Map<Control, Entered>();
  for (const control of root.querySelectorAll<Control>(controls)) if (changedEarly(control)) early.set(control, entered(control));
  const keep = (event: Event) => {
    const control = event.target instanceof Element && event.target.matches(controls) ? (event.target as Control) : undefined;
    if (!control) return;
    // Last changed, last handed over: of a radio group, the one chosen last wins.
    early.delete(control);
    early.set(control, entered(control));
  };
  root.addEventListener('input', keep, true);
  root.addEventListener('change', keep, true);
  return () => {
    root.removeEventListener('input', keep, true);
    root.removeEventListener('change', keep, true);
    replay(early, pressed);
  };
}

function replay(early: ReadonlyMap<Control, Entered>, pressed: readonly HTMLButtonElement[]): void {
  for (const [control, { value, checked }] of early) {
    if (isCheckable(control)) {
      // React hears a click that changes the control: the other way first, then the click brings it back.
      control.checked = !checked;
      control.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else typeIn(control, value);
  }
  for (const button of pressed) if (button.isConnected && !button.disabled) button.click();
}

/**
 * Puts `value` in a text control as typing does, so that both onInput and React's onChange hear it. React calls
 * onChange only for a value it has not seen in the control (facebook/react#10135): hydration saw the text typed
 * before it, and React sees every value set through the control's `value`, which it wraps. So the control is given
 * another value through that wrapper, then `value` through the browser's own setter, which React does not see.
 * The caret stays where the visitor left it.
 */
function typeIn(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = control;
  control.value = value ? '' : ' ';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  if (start !== null && end !== null && control.ownerDocument.activeElement === control)
    control.setSelectionRange(start, end, direction ?? undefined);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
