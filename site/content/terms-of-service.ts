// The terms page (product rules §2.10): the plain-language conditions of quotes, visits and guarantees.
import { business, phone } from '../../common/content/business';
import type { LegalPage } from './legal-page';

export const termsOfService: LegalPage = {
  title: 'Terms of Service',
  updated: '2024-12-01',
  content: `These terms apply when you use this site or book work with ${business.name}. They are written to be read, not to hide anything. If something is unclear, ask us before you book.

**Estimates and quotes**

- The instant calculator on this site gives an estimate for a typical home, not a binding price.
- Your quote is based on your property and the work you ask for. We confirm the price before the work starts, and it does not change unless you add or change work.
- Commercial and strata pricing is by request.

**Booking and access**

- We confirm your date and time by phone or e-mail. Exterior work depends on the weather; if rain, wind, snow or smoke make the work unsafe or the result poor, we will reschedule with you at no charge.
- Please make sure we can reach the areas to be cleaned, unlock gates, and keep pets inside while we work.
- If you need to cancel or move a visit, let us know as early as possible.

**Memberships**

- Membership prices are monthly. The first month is free, and you can cancel anytime with 30 days notice.
- Visits in a membership are scheduled with you for the months you choose.

**Payment**

We accept ${business.paymentMethods.slice(0, -1).join(', ')} and ${business.paymentMethods.at(-1)}. Payment is due when the work is done unless we agree otherwise in writing.

**Our guarantee**

- Satisfaction guarantee: if you are not happy with the result, tell us and we will come back to make it right at no charge.
- Moss treatment carries a ${business.mossFreeGuarantee} moss-free guarantee on the treated roof areas.
- Guarantees do not cover damage from storms, construction, new tree growth over the roof, or work done by others after our visit.

**Insurance and care of your property**

We carry ${business.insurance} in liability insurance and are fully bonded. Please tell us before we start about anything fragile, damaged or loose, such as cracked glass, failed window seals or loose gutters. We are not responsible for existing defects that cleaning reveals, but we will always point them out.

**This website**

The content on this site is general information and advice. It is not a substitute for an inspection of your home. We try to keep it accurate, but prices and services can change.

**Governing law**

These terms are governed by the laws of ${business.regionName} and the federal laws of Canada that apply there.

**Questions**

E-mail ${business.email} or call ${phone.display}. We are happy to explain anything here before you book.`,
};
