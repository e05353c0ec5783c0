// The largest body a visitor's post can be, from the contract: the floor of the server's BODY_LIMIT.
import { fieldLimits } from './field-limits';
import { attributionFields, botField, formFields, formNameField, formNames } from './form-fields';

/** The most bytes one character can take in a urlencoded body: four UTF-8 bytes, each as %XX. */
const maxEncodedBytesPerCharacter = 12;

/**
 * The size in bytes of the largest post a person can send through the forms: every field of the
 * largest form at its limit, each character the longest to encode. A body limit below it would
 * refuse a real lead (product rules §7.1).
 */
export const largestLegitimatePost = (() => {
  const sizes = formNames.map((formName) => {
    const fields: ReadonlyArray<keyof typeof fieldLimits> = [...formFields[formName], ...attributionFields, botField];
    const values = fields.reduce((sum, field) => sum + `&${field}=`.length + fieldLimits[field] * maxEncodedBytesPerCharacter, 0);
    return `${formNameField}=${formName}`.length + values;
  });
  return Math.max(...sizes);
})();
