// The contact page's frequently asked questions (product rules §2.9): four entries.
import { business } from '../../common/content/business';

export interface FaqEntry {
  question: string;
  answer: string;
}

const payments = business.paymentMethods;

export const faq: readonly FaqEntry[] = [
  {
    question: 'How quickly will I get a quote?',
    answer: `We reply with a quote within ${business.replyWithin}, and on the same day when your need is urgent.`,
  },
  {
    question: 'Do you offer emergency services?',
    answer:
      'Yes. We handle post-storm clean-up, such as gutters blocked by debris, and last-minute commercial needs like a storefront before an event. Call us and we will fit you in as fast as we can.',
  },
  {
    question: 'Are you insured?',
    answer: `Yes. We carry ${business.insurance} in liability insurance and are fully bonded. Proof of insurance is available to you or your strata on request.`,
  },
  {
    question: 'How can I pay?',
    answer: `We accept ${payments.slice(0, -1).join(', ')} and ${payments.at(-1)}.`,
  },
];
