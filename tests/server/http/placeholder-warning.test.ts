import { describe, expect, it } from 'vitest';
import { placeholderWarning } from '../../../server/http/placeholder-warning';

const real = {
  phone: '(250) 862-4410',
  email: 'hello@my-cleaning.ca',
  siteUrl: 'https://www.my-cleaning.ca',
  widgetOrigin: 'https://www.my-cleaning.ca',
};

describe('placeholderWarning', () => {
  it('names every shipped placeholder among the business details', () => {
    expect(placeholderWarning()).toMatch(
      /^Warning: still the shipped placeholders: the phone number \(250\) 555-0142; the e-mail address hello@example\.com; the site address https:\/\/okanagan-exterior\.example\.com\. /,
    );
  });

  it('says nothing once the details are real', () => {
    expect(placeholderWarning(real)).toBeUndefined();
  });

  it.each([
    ['phone', '(250) 555-0199', 'the phone number (250) 555-0199'],
    ['email', 'owner@example.org', 'the e-mail address owner@example.org'],
    [
      'widgetOrigin',
      'https://okanagan-exterior.example.com',
      'the origin the widgets post leads to, https://okanagan-exterior.example.com',
    ],
  ])('names a %s still on a placeholder, and only that', (detail, value, named) => {
    expect(placeholderWarning({ ...real, [detail]: value })).toMatch(
      new RegExp(`^Warning: still the shipped placeholders: ${named.replace(/[().]/g, '\\$&')}\\. `),
    );
  });

  it('takes a real number with 555 in it, and a domain that merely contains "example"', () => {
    expect(placeholderWarning({ ...real, phone: '(250) 555-2368', email: 'hi@myexample.com' })).toBeUndefined();
  });
});
