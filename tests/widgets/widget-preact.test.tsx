// These tests, and every widget and common test, run on the Preact the widget scripts ship: the
// patched copy (scripts/build/preact-for-widgets.ts), not the published one.
import { fireEvent, render, screen } from '@testing-library/preact';
import { Component, options } from 'preact';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';

function Fragile({ value }: { value: number }) {
  if (value === 1) throw new Error('one is not a value');
  return <output>{value}</output>;
}

function Settles() {
  const [state, setState] = useState('rendered');
  useEffect(() => setState('effects run'), []);
  return <output>{state}</output>;
}

function Counter() {
  const [count, setCount] = useState(0);
  const [unchanged, setUnchanged] = useState('same');
  function addTwo() {
    setCount((current) => current + 1);
    setCount((current) => current + 1);
    setUnchanged('same');
  }
  return (
    <button type="button" onClick={addTwo}>
      {count} {unchanged}
    </button>
  );
}

const Setting = createContext('unset');

function Reader() {
  return <output>{useContext(Setting)}</output>;
}

function Provides({ value }: { value: string }) {
  const reader = useMemo(() => <Reader />, []);
  return <Setting.Provider value={value}>{reader}</Setting.Provider>;
}

describe("the widgets' Preact in the unit tests", () => {
  it('is the patched copy, in the tests and in Testing Library alike', () => {
    expect(Component.prototype).not.toHaveProperty('forceUpdate');
    const { container } = render(<p style={{ color: 'red' }}>Styled</p>);
    expect(container.querySelector('p')?.style.color).toBe('');
  });

  it("keeps Preact's options, so that act() runs effects and renders before it returns", () => {
    expect(options).toBeTypeOf('object');
    const { container } = render(<Settles />);
    expect(container.textContent).toBe('effects run');
  });

  it('leaves a tree that threw in a render as it was, so that the next render updates it, as published Preact does', () => {
    const { container, rerender } = render(<Fragile value={0} />);
    expect(() => rerender(<Fragile value={1} />)).toThrow('one is not a value');
    rerender(<Fragile value={2} />);
    expect([...container.querySelectorAll('output')].map((output) => output.textContent)).toEqual(['2']);
  });

  it('gives each state update the value the one before it left, and keeps a state set to the value it holds', () => {
    render(<Counter />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('2 same');
  });

  it('renders again a component that reads a context whose value changed, behind an element kept from the last render', () => {
    const { container, rerender } = render(<Provides value="first" />);
    rerender(<Provides value="second" />);
    expect(container.textContent).toBe('second');
  });
});
