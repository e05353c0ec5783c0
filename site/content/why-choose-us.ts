// The home page's reasons to choose the business, built from the business facts (product rules §1.4).
import { business } from '../../common/content/business';

export interface Reason {
  /** Name of the icon in site/ui/icon.tsx. */
  icon: 'shield' | 'star' | 'pin' | 'clock' | 'card' | 'bolt';
  title: string;
  text: string;
}

export const reasons: readonly Reason[] = [
  {
    icon: 'shield',
    title: 'Insured and bonded',
    text: `${business.insurance} liability insurance and a fully bonded crew, so your home is protected while we work on it.`,
  },
  {
    icon: 'star',
    title: 'Satisfaction guaranteed',
    text: `Rated ${business.rating} by our customers. If something is not right, tell us and we come back to make it right.`,
  },
  {
    icon: 'pin',
    title: 'Local and experienced',
    text: `${business.yearsInBusiness} years cleaning Okanagan homes: we know the hard water, the pine needles and the smoke season.`,
  },
  {
    icon: 'clock',
    title: 'Quick, clear quotes',
    text: `A reply or quote within ${business.replyWithin}, and same-day quotes when it is urgent. The price is agreed before we start.`,
  },
  {
    icon: 'card',
    title: 'Easy to pay',
    text: `Pay the way that suits you: ${business.paymentMethods.slice(0, -1).join(', ')} or ${business.paymentMethods.at(-1)}.`,
  },
  {
    icon: 'bolt',
    title: 'Emergency service',
    text: 'Storm clean-up or a last-minute commercial need? Call us and we will fit you in as fast as we can.',
  },
];
