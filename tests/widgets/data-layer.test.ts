import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToDataLayer } from '../../widgets/data-layer';

const event = { event: 'generate_lead', form: 'quote-request', partner: 'acme-strata', value: 371, currency: 'CAD' } as const;

afterEach(() => {
  Reflect.deleteProperty(window, 'dataLayer');
  Reflect.deleteProperty(window, 'partnerLayer');
});

describe('pushToDataLayer', () => {
  it('creates the array when the page has none yet', () => {
    pushToDataLayer('dataLayer', event);
    expect(Reflect.get(window, 'dataLayer')).toEqual([event]);
  });

  it("pushes through the page's own array, as a tag manager that replaced push expects", () => {
    const push = vi.fn();
    Reflect.set(window, 'partnerLayer', { push });
    pushToDataLayer('partnerLayer', event);
    expect(push).toHaveBeenCalledExactlyOnceWith(event);
  });

  it('leaves anything else under that name alone, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    Reflect.set(window, 'dataLayer', 42);
    pushToDataLayer('dataLayer', event);
    expect(Reflect.get(window, 'dataLayer')).toBe(42);
    expect(warn).toHaveBeenCalledOnce();
  });
});
