// Checks a parsed form body against the form contract (product rules §3.1, §3.2): a post with a known
// form-name is always kept (§7.1, §7.2); what is wrong with it holds it for the owner, with the reasons.
import { fieldLimits } from '../../common/contract/field-limits';
import {
  attributionFields,
  botField,
  formFields,
  formNameField,
  formNames,
  isFormName,
  listFields,
  listSeparator,
  partnerField,
  requiredFields,
  pageAttributionFields,
  type FormName,
  type PageAttribution,
} from '../../common/contract/form-fields';
import { firstValue, quoteField, SubmissionError, type FormBody } from './parse-form-body';

/** A post with a known form-name, ready to be stored. */
export interface Submission {
  formName: FormName;
  /** The form's own fields, in the order posted, each kept to its length limit. */
  fields: Record<string, string>;
  /** The partner a widget was embedded by, or null on the business's own site. */
  partner: string | null;
  /** The host page and its UTM tags, when a widget posted them. */
  attribution: PageAttribution;
  /** True when the hidden bot-field was filled. */
  spam: boolean;
  /** What the form does not know, verbatim: unknown fields, and the later values of a repeated one. */
  extras: Record<string, string[]> | null;
  /** Why the lead is held (quarantined) rather than sent on; empty for a lead as the forms post it. */
  reasons: string[];
}

/** Length in characters as people count them: an emoji is one, and so is the CRLF a textarea posts for a line break. */
function characterCount(text: string): number {
  let count = 0;
  for (const _ of text.replaceAll('\r\n', '\n')) count++;
  return count;
}

/** `text` cut to `limit` characters as characterCount counts them. */
function keepTo(text: string, limit: number): string {
  let kept = '';
  let count = 0;
  for (const character of text.replaceAll('\r\n', '\n')) {
    if (count++ === limit) break;
    kept += character;
  }
  return kept.replaceAll('\n', '\r\n');
}

/**
 * `body` with the values of a list field of `formName` (listFields) that was sent more than once joined into one,
 * in the place of the first: the quote page posted without scripts sends an empty value, then one per ticked check
 * box (ServiceToggles). They are joined as scripts join them (listSeparator), the empty ones left out, so that both
 * posts are stored alike.
 */
function joinListFields(body: FormBody, formName: FormName): FormBody {
  const lists = new Set<string>(listFields[formName]);
  const values = new Map<string, string[]>();
  for (const [key, value] of body) {
    if (!lists.has(key)) continue;
    const list = values.get(key);
    if (list) list.push(value);
    else values.set(key, [value]);
  }
  const joined = new Set<string>();
  return body.flatMap(([key, value]): FormBody => {
    const list = values.get(key);
    // A list posted as one value, by scripts, stays as it is.
    if (!list || list.length === 1) return [[key, value]];
    if (joined.has(key)) return [];
    joined.add(key);
    return [[key, list.filter(Boolean).join(listSeparator)]];
  });
}

/** How many names spam sent beyond its form's fields are kept in its reason; the rest are counted. */
const namedExtras = 10;

/** The reason of spam whose extra fields (`names`) were dropped: how many, and the first few names. */
function droppedExtras(names: readonly string[]): string {
  const shown = names.slice(0, namedExtras).map(quoteField).join(', ');
  const more = names.length > namedExtras ? ` and ${names.length - namedExtras} more` : '';
  return `${names.length} field${names.length === 1 ? ' its form does not have was' : 's its form does not have were'} dropped: ${shown}${more}`;
}

/**
 * The submission in `body`. Throws a SubmissionError only for a post that cannot be a lead: no
 * form-name, or one no form has. Anything else is kept and, when something is wrong with it (an
 * unknown or repeated field, an over-long value, a missing required field, a filled bot-field),
 * comes back with the reasons it must be held. A list field sent more than once is joined instead
 * (joinListFields).
 */
export function validateSubmission(body: FormBody): Submission {
  const formName = firstValue(body, formNameField);
  if (formName === undefined) throw new SubmissionError(`The ${formNameField} field is missing.`);
  if (!isFormName(formName)) {
    const expected = `expected one of ${formNames.join(', ')}.`;
    throw new SubmissionError(
      `Unknown ${formNameField}; ${expected}`,
      400,
      `Unknown ${formNameField} ${quoteField(formName)}; ${expected}`,
    );
  }
  const allowed = new Set<string>([...formFields[formName], ...attributionFields, botField]);
  const seen = new Set<string>([formNameField]);
  // Null prototypes: "__proto__" is just a key a client may send.
  const known: Record<string, string> = Object.create(null);
  const extras: Record<string, string[]> = Object.create(null);
  const reasons: string[] = [];
  /** The reasons that name an extra: for spam, one line of dropped names replaces them. */
  const extraReasons = new Set<string>();
  let skippedFormName = false;

  for (const [key, value] of joinListFields(body, formName)) {
    if (key === formNameField && !skippedFormName) {
      skippedFormName = true;
      continue;
    }
    if (!allowed.has(key) || seen.has(key)) {
      const reason =
        allowed.has(key) || key === formNameField ? `${quoteField(key)} was sent more than once` : `unknown field ${quoteField(key)}`;
      reasons.push(reason);
      extraReasons.add(reason);
      (extras[key] ??= []).push(value);
      continue;
    }
    seen.add(key);
    const limit = fieldLimits[key as keyof typeof fieldLimits];
    const length = value.length > limit ? characterCount(value) : 0;
    if (length > limit) reasons.push(`${quoteField(key)} was ${length} characters long; the first ${limit} are kept`);
    known[key] = length > limit ? keepTo(value, limit) : value;
  }

  const attribution: PageAttribution = {};
  for (const field of pageAttributionFields) {
    if (known[field]) attribution[field] = known[field];
    delete known[field];
  }
  const { [partnerField]: partner, [botField]: bot, ...fields } = known;
  for (const field of requiredFields[formName]) if (!fields[field]?.trim()) reasons.push(`${quoteField(field)} is missing`);
  if (bot) reasons.push('the hidden bot-field was filled (spam)');
  // Spam keeps only the form's own fields, cut to their limits: what it adds is named, never stored (product rules §7.2).
  const spamExtras = bot ? Object.keys(extras) : [];
  return {
    formName,
    fields,
    partner: partner || null,
    attribution,
    spam: Boolean(bot),
    extras: !bot && Object.keys(extras).length > 0 ? extras : null,
    reasons: bot && spamExtras.length > 0 ? [...reasons.filter((reason) => !extraReasons.has(reason)), droppedExtras(spamExtras)] : reasons,
  };
}
