// The warning at start while the business details are still the ones the project ships with.
import { business, phone } from '../../common/content/business';

/** The details a visitor acts on, and the origin the build's widgets post to. */
export interface PublicDetails {
  phone: string;
  email: string;
  siteUrl: string;
  widgetOrigin: string | undefined;
}

const shipped: PublicDetails = { phone: phone.display, email: business.email, siteUrl: business.siteUrl, widgetOrigin: undefined };

/** 555-0100 to 555-0199 are fictional numbers; example.com and its subdomains are reserved for examples. */
function isPlaceholder(detail: string): boolean {
  return /555[-. ]?01\d\d/.test(detail) || /(^|[@./])example\.(com|org|net)(\/|:|$)/i.test(detail);
}

/** A warning naming each detail that is still a placeholder; undefined when none is. */
export function placeholderWarning(details: Partial<PublicDetails> = {}): string | undefined {
  const { phone: phoneShown, email, siteUrl, widgetOrigin } = { ...shipped, ...details };
  const placeholders = [
    isPlaceholder(phoneShown) && `the phone number ${phoneShown}`,
    isPlaceholder(email) && `the e-mail address ${email}`,
    isPlaceholder(siteUrl) && `the site address ${siteUrl}`,
    widgetOrigin !== undefined && isPlaceholder(widgetOrigin) && `the origin the widgets post leads to, ${widgetOrigin}`,
  ].filter((detail) => typeof detail === 'string');
  if (placeholders.length === 0) return undefined;
  return (
    `Warning: still the shipped placeholders: ${placeholders.join('; ')}. Visitors would call, write and post to ` +
    'places that do not exist: set the business details in common/content/business.ts and SITE_ORIGIN, then build again.'
  );
}
