import { describe, expect, it } from 'vitest';
import { fieldLimits } from '../../../common/contract/field-limits';
import { largestLegitimatePost } from '../../../common/contract/largest-post';
import { encodeSubmission } from '../../../common/contract/encode-submission';
import { attributionFields, calculatorQuoteForm, formFields, type LeadFields } from '../../../common/contract/form-fields';

describe('largestLegitimatePost', () => {
  it('is at least the size of a real post with every field at its limit, in the characters that take most room', () => {
    // An emoji is one character to the limits and twelve bytes once percent-encoded.
    const full = (field: keyof typeof fieldLimits) => '😀'.repeat(fieldLimits[field]);
    const values = Object.fromEntries(calculatorQuoteForm.fields.map((field) => [field, full(field)]));
    const body = encodeSubmission({
      form: calculatorQuoteForm,
      values: values as LeadFields<typeof calculatorQuoteForm>,
      attribution: Object.fromEntries(attributionFields.map((field) => [field, full(field)])),
      botValue: full('bot-field'),
    });
    expect(Buffer.byteLength(body.toString())).toBeLessThanOrEqual(largestLegitimatePost);
  });

  it('counts the longest form-name, with the fields both quote-request forms post and every attribution field', () => {
    const characters = [...formFields['quote-request'], ...attributionFields, 'bot-field'].reduce(
      (sum, field) => sum + fieldLimits[field as keyof typeof fieldLimits],
      0,
    );
    expect(largestLegitimatePost).toBeGreaterThan(characters * 12);
  });
});
