// The bug pinned here is React StrictMode's, which the site's own React 19 runs.
import { StrictMode, act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRouteChange } from '../../../site/layout/use-route-change';

function Probe({ location, title }: { location: string; title: string }) {
  useRouteChange(location, title);
  return null;
}

describe('useRouteChange', () => {
  let container: HTMLElement;
  let root: ReturnType<typeof createRoot>;
  let scrollTo: ReturnType<typeof vi.spyOn>;
  let main: HTMLElement;

  const show = (location: string, title: string) =>
    act(() => root.render(createElement(StrictMode, null, createElement(Probe, { location, title }))));

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    window.history.replaceState(null, '', '/about');
    document.title = 'Prerendered title';
    main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => root.unmount());
    document.body.replaceChildren();
  });

  it('leaves the first render alone under StrictMode, which runs its effects twice', () => {
    main.blur();
    show('/about', 'About');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(main);
    expect(document.title).toBe('Prerendered title');
  });

  it('after a navigation sets the title, scrolls to the top and focuses <main>', () => {
    show('/about', 'About');
    window.history.pushState(null, '', '/services');
    show('/services', 'Services');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(document.activeElement).toBe(main);
    expect(document.title).toBe('Services');
  });

  it('after a navigation to a #hash, scrolls to and focuses that section instead', () => {
    const section = document.createElement('section');
    section.id = 'quote-calculator';
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    main.append(section);
    show('/about', 'About');
    // As in the app, the router's location and the hash change in one update.
    act(() => {
      window.history.pushState(null, '', '/#quote-calculator');
      root.render(createElement(StrictMode, null, createElement(Probe, { location: '/', title: 'Home' })));
    });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(section);
  });
});
