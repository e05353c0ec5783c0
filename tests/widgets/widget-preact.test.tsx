// These tests, and every widget and common test, run on the Preact the widget scripts ship: the
// patched copy (scripts/build/preact-for-widgets.ts), not the published one.
import { render } from '@testing-library/preact';
import { Component, options } from 'preact';
import { useEffect, useState } from 'react';
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
});
