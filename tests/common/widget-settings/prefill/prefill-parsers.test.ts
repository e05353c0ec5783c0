import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatorPrefill } from '../../../../common/widget-settings/prefill/calculator-prefill';
import { contactFormPrefill } from '../../../../common/widget-settings/prefill/contact-form-prefill';
import { quoteFormPrefill } from '../../../../common/widget-settings/prefill/quote-form-prefill';
import { attributeReader } from '../../../../common/widget-settings/widget-attributes';

function reader(tag: string, attributes: Record<string, string>) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return attributeReader(node);
}

const calculator = (attributes: Record<string, string>) => calculatorPrefill.parse(reader('okanagan-quote-calculator', attributes));

afterEach(() => vi.restoreAllMocks());

describe('calculatorPrefill', () => {
  it('reads every choice the calculator offers', () => {
    expect(
      calculator({ tab: 'membership', 'home-size': '1850', package: 'home-refresh', 'membership-size': 'large', plan: 'combo' }),
    ).toEqual({
      tab: 'membership',
      area: 1850,
      packageId: 'home-refresh',
      homeSize: 'large',
      plan: 'combo',
    });
  });

  it('prefills nothing without attributes', () => {
    expect(Object.values(calculator({})).filter((value) => value !== undefined)).toEqual([]);
  });

  it('takes home sizes from 100 to 10000 square feet', () => {
    expect(calculator({ 'home-size': '100' }).area).toBe(100);
    expect(calculator({ 'home-size': ' 10000 ' }).area).toBe(10_000);
  });

  it.each([
    ['tab', 'weekly', 'which is not one of one-time, membership'],
    ['home-size', '99', 'which is not a whole number of square feet from 100 to 10000'],
    ['home-size', '10001', 'which is not a whole number of square feet from 100 to 10000'],
    ['home-size', '1,850', 'which is not a whole number of square feet from 100 to 10000'],
    ['home-size', '1850.5', 'which is not a whole number of square feet from 100 to 10000'],
    ['package', 'Home Care', 'which is not one of home-essentials, home-care, home-refresh, home-complete'],
    ['membership-size', 'estate', 'which is not one of small, medium, large'],
    ['plan', 'gutters', 'which is not one of exterior, full, combo'],
  ])('ignores %s="%s" with one warning', (name, value, why) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(Object.values(calculator({ [name]: value })).filter((parsed) => parsed !== undefined)).toEqual([]);
    expect(warn).toHaveBeenCalledExactlyOnceWith(`okanagan-quote-calculator: ignoring ${name}="${value}", ${why}`);
  });

  it('names the attributes it reads, so the element watches them', () => {
    expect(calculatorPrefill.names).toEqual(['tab', 'home-size', 'package', 'membership-size', 'plan']);
  });
});

describe('quoteFormPrefill', () => {
  const parse = (services?: string) => quoteFormPrefill.parse(reader('okanagan-quote-form', services === undefined ? {} : { services }));

  it('reads comma-separated quote-page service ids, in the order the form lists them', () => {
    expect(parse('moss-treatment, window-cleaning,gutter-cleaning')).toEqual({
      services: ['window-cleaning', 'gutter-cleaning', 'moss-treatment'],
    });
  });

  it('keeps the known ids and warns once about the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parse('window-cleaning,roof-repair,,solar-cleaning')).toEqual({ services: ['window-cleaning'] });
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^okanagan-quote-form: ignoring services="roof-repair,solar-cleaning", which is not one of window-cleaning, /),
    );
  });

  it('prefills nothing without the attribute, or with only unknown ids', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parse()).toEqual({ services: undefined });
    expect(parse('roof-repair')).toEqual({ services: undefined });
  });
});

describe('contactFormPrefill', () => {
  const parse = (subject: string) => contactFormPrefill.parse(reader('okanagan-contact-form', { subject }));

  it('reads a subject value of the contact form', () => {
    expect(parse('solar-cleaning')).toEqual({ subject: 'solar-cleaning' });
  });

  it('ignores a label, or an unknown subject, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parse('Request a Quote')).toEqual({ subject: undefined });
    expect(warn).toHaveBeenCalledOnce();
  });
});
