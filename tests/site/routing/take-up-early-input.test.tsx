// What a visitor entered in the prerendered HTML before hydration reaches React's state, with real React 19.
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepEarlyClicks } from '../../../site/page-loader';
import { readEarlyInput, takeUpEarlyInput } from '../../../site/routing/take-up-early-input';

/** A controlled form of each kind of control, showing its state so that a test can read it. */
function Form() {
  const [name, setName] = useState('');
  const [organisation, setOrganisation] = useState('');
  const [notes, setNotes] = useState('');
  const [size, setSize] = useState('medium');
  const [plan, setPlan] = useState('exterior');
  const [interior, setInterior] = useState(false);
  const [greeting, setGreeting] = useState('');
  return (
    <form>
      <input aria-label="Name" value={name} onInput={(event) => setName(event.currentTarget.value)} />
      {/* Bound with onChange, as the partners page binds its name field: React calls it only for a value it has not seen. */}
      <input aria-label="Organisation" value={organisation} onChange={(event) => setOrganisation(event.currentTarget.value)} />
      <textarea aria-label="Notes" value={notes} onInput={(event) => setNotes(event.currentTarget.value)} />
      <select aria-label="Size" value={size} onChange={(event) => setSize(event.currentTarget.value)}>
        <option value="small">Small</option>
        <option value="medium">Medium</option>
      </select>
      {['exterior', 'full'].map((id) => (
        <input key={id} type="radio" name="plan" value={id} aria-label={id} checked={plan === id} onChange={() => setPlan(id)} />
      ))}
      <input type="checkbox" aria-label="Interior" checked={interior} onChange={(event) => setInterior(event.currentTarget.checked)} />
      <output>{JSON.stringify({ name, organisation, notes, size, plan, interior })}</output>
      <button type="button" onClick={() => setGreeting(`Hello, ${name}`)}>
        Greet
      </button>
      <button type="button" disabled onClick={() => setGreeting('Pressed while disabled')}>
        Disabled
      </button>
      <p role="status">{greeting}</p>
    </form>
  );
}

// As in a browser, not as in act(): React flushes what an event changed at the end of that event, before the next.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered form in the document, changed by `visit` as a visitor would before scripts run, then hydrated. */
async function hydrateAfter(visit: (container: HTMLElement) => void): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  visit(container);
  root = hydrateRoot(container, <Form />);
  // Hydrated once React has attached its handlers; none of the visitor's changes has reached the state yet.
  await vi.waitFor(() => expect(Object.keys(container).some((key) => key.startsWith('__reactContainer'))).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return container;
}

/** Types `value` into a hydrated text control as a browser does: past React's wrapper of `value`, then an input event. */
function typeAsVisitor(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

const state = (container: HTMLElement) => JSON.parse(container.querySelector('output')?.textContent ?? '{}') as Record<string, unknown>;
const control = <T extends Element>(container: HTMLElement, label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

describe('takeUpEarlyInput', () => {
  it("hands each control's early value to its handler: typed text, a select, a radio and a check box", async () => {
    const container = await hydrateAfter((page) => {
      control<HTMLInputElement>(page, 'Name').value = 'Avery Chen';
      control<HTMLInputElement>(page, 'Organisation').value = 'Lakeview Strata';
      control<HTMLTextAreaElement>(page, 'Notes').value = 'Two storeys';
      control<HTMLSelectElement>(page, 'Size').value = 'small';
      control<HTMLInputElement>(page, 'full').checked = true;
      control<HTMLInputElement>(page, 'Interior').checked = true;
    });
    expect(state(container)).toEqual({ name: '', organisation: '', notes: '', size: 'medium', plan: 'exterior', interior: false });

    takeUpEarlyInput(container);
    expect(state(container)).toEqual({
      name: 'Avery Chen',
      organisation: 'Lakeview Strata',
      notes: 'Two storeys',
      size: 'small',
      plan: 'full',
      interior: true,
    });
    // What the visitor sees is what they entered, not flipped by the replay.
    expect(control<HTMLInputElement>(container, 'full').checked).toBe(true);
    expect(control<HTMLInputElement>(container, 'exterior').checked).toBe(false);
    expect(control<HTMLInputElement>(container, 'Interior').checked).toBe(true);
    expect(control<HTMLInputElement>(container, 'Name').value).toBe('Avery Chen');
    expect(control<HTMLInputElement>(container, 'Organisation').value).toBe('Lakeview Strata');
  });

  it('keeps the caret where the visitor left it in the field they are typing in', async () => {
    const container = await hydrateAfter((page) => {
      const organisation = control<HTMLInputElement>(page, 'Organisation');
      organisation.value = 'Lakeview Strata';
      organisation.focus();
      organisation.setSelectionRange(8, 8);
    });
    takeUpEarlyInput(container);
    const organisation = control<HTMLInputElement>(container, 'Organisation');
    expect(state(container)).toMatchObject({ organisation: 'Lakeview Strata' });
    expect([organisation.selectionStart, organisation.selectionEnd]).toEqual([8, 8]);
  });

  it('hands over what the visitor typed between the read and the handing over, not the value read before it', async () => {
    const container = await hydrateAfter((page) => {
      control<HTMLInputElement>(page, 'Organisation').value = 'Lake';
    });
    const handOver = readEarlyInput(container);
    // Hydrated by now: React hears the rest of the name as it is typed.
    typeAsVisitor(control<HTMLInputElement>(container, 'Organisation'), 'Lakeview Strata');
    typeAsVisitor(control<HTMLInputElement>(container, 'Name'), 'Avery');
    expect(state(container)).toMatchObject({ name: 'Avery', organisation: 'Lakeview Strata' });

    handOver();
    expect(state(container)).toMatchObject({ name: 'Avery', organisation: 'Lakeview Strata' });
    expect(control<HTMLInputElement>(container, 'Organisation').value).toBe('Lakeview Strata');
  });

  it('changes nothing where the visitor entered nothing, and nothing when run again', async () => {
    const container = await hydrateAfter(() => {});
    takeUpEarlyInput(container);
    expect(state(container)).toEqual({ name: '', organisation: '', notes: '', size: 'medium', plan: 'exterior', interior: false });

    const typed = await hydrateAfter((page) => {
      control<HTMLInputElement>(page, 'Interior').checked = true;
    });
    takeUpEarlyInput(typed);
    takeUpEarlyInput(typed);
    expect(state(typed)).toMatchObject({ interior: true });
  });

  it('then presses the buttons pressed before hydration, so that what they do reads what was typed', async () => {
    let takeEarlyClicks = (): HTMLButtonElement[] => [];
    const container = await hydrateAfter((page) => {
      takeEarlyClicks = keepEarlyClicks(page);
      control<HTMLInputElement>(page, 'Name').value = 'Avery Chen';
      const [greet, disabled] = page.querySelectorAll('button');
      greet.click();
      disabled.disabled = false;
      disabled.click();
      disabled.disabled = true;
    });
    const status = container.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');

    takeUpEarlyInput(container, takeEarlyClicks());
    // React renders what a click changed in a microtask after it.
    await vi.waitFor(() => expect(status.textContent).toBe('Hello, Avery Chen'));
  });
});
