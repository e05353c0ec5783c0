// How the partners page names each widget a partner can put on their site, and the words of the code it writes
// for it: the fallback link, the iframe's title and the printed notice around its QR code.
import { embedWidgets, quoteButton, type EmbedWidget } from '../../common/contract/embed-pages';
import { business } from '../../common/content/business';

/** What a partner can choose: a widget with an embed page, or the quote button, which opens the calculator's. */
export const partnerChoices = [...embedWidgets, quoteButton.script] as const;
export type PartnerChoice = (typeof partnerChoices)[number];

/** The embed page a choice's link, frame and QR code show: the quote button's is the calculator's. */
export function embedPageOf(choice: PartnerChoice): EmbedWidget {
  return choice === quoteButton.script ? quoteButton.opens : choice;
}

export interface PartnerWidget {
  /** The widget's name on its choice card. */
  title: string;
  /** What the code's explanations call it: "Paste it where the calculator should appear". */
  noun: string;
  /** One sentence on what a visitor does with it. */
  description: string;
  /** The fallback link's text, shown where the widget cannot run. */
  linkText: string;
  /** The iframe's title, which screen readers announce. */
  frameTitle: string;
  /** The printed notice's heading and line, above and beside its QR code. */
  noticeTitle: string;
  noticeText: string;
}

export const partnerWidgets: Record<PartnerChoice, PartnerWidget> = {
  'quote-calculator': {
    title: 'Quote calculator',
    noun: 'calculator',
    description: 'Instant prices for one-time cleaning and yearly memberships, with a form to book.',
    linkText: 'Get a free quote',
    frameTitle: `Instant quote calculator from ${business.name}`,
    noticeTitle: 'What would your windows cost?',
    noticeText: 'Scan with your phone’s camera for an instant, free price on window, gutter and exterior cleaning.',
  },
  'quote-form': {
    title: 'Quote request form',
    noun: 'form',
    description: 'The form of our quote page: choose services, and we reply with a personal quote.',
    linkText: 'Request a free quote',
    frameTitle: `Free quote request form from ${business.name}`,
    noticeTitle: 'Free exterior-cleaning quote',
    noticeText: `Scan with your phone’s camera to ask for a free quote on window, gutter and exterior cleaning. We reply within ${business.replyWithin}.`,
  },
  'contact-form': {
    title: 'Contact form',
    noun: 'form',
    description: 'A short message form, for questions of any kind.',
    linkText: 'Send us a message',
    frameTitle: `Contact form of ${business.name}`,
    noticeTitle: 'Questions about exterior cleaning?',
    noticeText: `Scan with your phone’s camera to send us a message. We reply within ${business.replyWithin}.`,
  },
  'quote-button': {
    title: 'Quote button',
    noun: 'button',
    description: 'A “Get a free quote” button in your text, which opens our calculator over your page.',
    linkText: 'Get a free quote',
    frameTitle: `Instant quote calculator from ${business.name}`,
    noticeTitle: 'What would your windows cost?',
    noticeText: 'Scan with your phone’s camera for an instant, free price on window, gutter and exterior cleaning.',
  },
};
