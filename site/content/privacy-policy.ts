// The privacy page (product rules §2.10): what a British Columbia business collecting quote requests does with them.
import { business, phone } from '../../common/content/business';
import type { LegalPage } from './legal-page';

export const privacyPolicy: LegalPage = {
  title: 'Privacy Policy',
  updated: '2026-11-23',
  content: `${business.name} is a small local business in ${business.locality}, ${business.regionName}. We follow British Columbia's Personal Information Protection Act (PIPA). This page explains, in plain language, what we collect when you contact us, why, and what you can ask of us.

**What we collect**

When you use a form on this site, request a quote or call us, we collect only what we need to answer you:

- Your name, e-mail address and phone number
- Your address, if you give it, so we can quote and find your property
- The services you are interested in, your home size and the estimate the calculator showed you
- Anything you write in the notes or message, and the month you prefer for a visit
- When you use our form on another website: that website, the page the form was on and its campaign tags (utm_*)
- The internet (IP) address your request came from and the name and version of your browser (its user agent), kept with your request to recognise spam and abuse

The site does not use advertising trackers, analytics cookies or third-party tracking scripts.

**Why we collect it**

We use your information to:

- Reply to your question or quote request
- Prepare a quote, schedule the work and send reminders about your booking
- Invoice you and keep the records the law requires
- Follow up about the work we did, such as a guarantee visit

We do not sell, rent or trade your information, and we do not add you to a mailing list unless you ask us to.

**Who sees it**

Only the owner and the staff who need it to quote or do your job. Our form submissions are stored on servers we control. We may share information with a service provider that helps us run the business, such as our accounting software, only as far as they need it and under a duty to protect it. We disclose information to anyone else only if the law requires it.

**How long we keep it**

Quote requests and messages that do not become a job, with the address and browser details stored with them, are deleted automatically two years after they arrive, and you may ask us to delete yours sooner. Records of work we did are kept as long as we need them for guarantees, and as long as tax law requires.

**How we protect it**

Forms are sent over an encrypted connection, and stored requests are accessible only to staff who need them. No system is perfectly secure, so please do not send payment card numbers through our forms.

**Your choices and rights**

Under PIPA you may ask us to show you the personal information we hold about you, to correct it, or to withdraw your consent to its use (which may mean we can no longer provide a service). We will answer within 30 days.

**Contact us**

For any privacy question or request, e-mail ${business.ownerEmail} or call ${phone.display}. If you are not satisfied with our answer, you can contact the Office of the Information and Privacy Commissioner for British Columbia.

**Changes**

If we change how we handle personal information, we will update this page and the date below the title.`,
};
