// The React API on Preact that the widget build and these tests alias 'react' to (widgets/react-deps.ts).
import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

function Mirror() {
  const [value, setValue] = useState('');
  return (
    <>
      <label>
        Field <input value={value} onInput={(event) => setValue(event.currentTarget.value)} />
      </label>
      <output>{value}</output>
    </>
  );
}

describe('the React API on Preact', () => {
  it('fires onInput on every keystroke in a text field, as React does', () => {
    render(<Mirror />);
    fireEvent.input(screen.getByLabelText('Field'), { target: { value: 'a' } });
    expect(screen.getByRole('status').textContent).toBe('a');
  });

  it('fires onInput on every keystroke in a textarea, and onChange only when the field is left, as the DOM does', () => {
    const onInput = vi.fn();
    const onChange = vi.fn();
    render(<textarea aria-label="Notes" value="" onInput={onInput} onChange={onChange} />);
    fireEvent.input(screen.getByLabelText('Notes'), { target: { value: 'b' } });
    expect(onInput).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the change event for checkboxes and selects', () => {
    const onCheckbox = vi.fn();
    const onSelect = vi.fn();
    render(
      <>
        <input type="checkbox" aria-label="Interior" onChange={onCheckbox} />
        <select aria-label="Size" onChange={onSelect}>
          <option>Small</option>
        </select>
      </>,
    );
    fireEvent.input(screen.getByLabelText('Interior'));
    fireEvent.input(screen.getByLabelText('Size'));
    expect(onCheckbox).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Interior'));
    fireEvent.change(screen.getByLabelText('Size'));
    expect(onCheckbox).toHaveBeenCalledOnce();
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('keeps keyed list items apart', () => {
    const { rerender } = render(
      <ul>
        {['a', 'b'].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>,
    );
    const first = screen.getByText('a');
    rerender(
      <ul>
        {['b', 'a'].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['b', 'a']);
    expect(screen.getByText('a')).toBe(first);
  });

  it('renders into and empties a container with createRoot', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(<p>Hello</p>);
    expect(container.textContent).toBe('Hello');
    root.unmount();
    expect(container.childElementCount).toBe(0);
  });
});
