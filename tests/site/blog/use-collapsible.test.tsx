import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollDelayMs, useCollapsible } from '../../../site/blog/use-collapsible';

/** A bare article card: the body that collapses and the button that toggles it. */
function Card() {
  const { expanded, toggle, bodyRef, articleRef } = useCollapsible();
  return (
    <article ref={articleRef}>
      <div ref={bodyRef}>Body</div>
      <button type="button" aria-expanded={expanded} onClick={toggle}>
        Read more
      </button>
    </article>
  );
}

describe('useCollapsible', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const toggle = () => fireEvent.click(screen.getByRole('button', { name: 'Read more' }));

  it('scrolls the article into view 100 ms after it opens', () => {
    render(<Card />);
    toggle();
    act(() => {
      vi.advanceTimersByTime(scrollDelayMs - 1);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('does not scroll when the article is collapsed again within 100 ms', () => {
    render(<Card />);
    toggle();
    toggle();
    expect(screen.getByRole('button', { name: 'Read more' }).getAttribute('aria-expanded')).toBe('false');
    act(() => {
      vi.advanceTimersByTime(scrollDelayMs * 2);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does not scroll after the card has gone', () => {
    const { unmount } = render(<Card />);
    toggle();
    unmount();
    act(() => {
      vi.advanceTimersByTime(scrollDelayMs * 2);
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
