// Article 1: how to choose a window cleaner.
import { business } from '../../../common/content/business';
import type { ArticleSource } from './article';

export const hiringAWindowCleaner: ArticleSource = {
  id: 1,
  title: 'How to Hire a Window Cleaner You Can Trust',
  excerpt:
    'Anyone with a bucket and a ladder can call themselves a window cleaner. Here are the questions that separate a professional from someone who will leave you with streaks, scratches or a liability problem.',
  author: business.ownerName,
  date: '2024-11-20',
  image: 'blog/hiring-a-window-cleaner',
  imageAlt: 'A window cleaner on a ladder squeegeeing a large pane',
  content: `Hiring someone to clean your windows seems simple until you realise you are letting a stranger onto ladders against your house, and sometimes inside it. A good window cleaner is quick, careful and invisible; a bad one leaves streaks, scratched glass, damaged screens and, in the worst case, an injury on your property. These are the questions we would ask if we were hiring.

**1. Are you insured, and can I see it?**

Liability insurance pays for damage to your home, such as a ladder through a skylight or a cracked pane. Ask for the amount and for a certificate. A reputable company carries at least $2 million and will send proof without hesitation. If a cleaner works alone, ask how workplace injuries are covered: in British Columbia, an uninsured worker hurt on your property can become your problem.

**2. What exactly is included?**

"Window cleaning" means different things to different companies. Before you compare prices, make sure you are comparing the same job:

- Exterior glass only, or inside and out?
- Frames and sills wiped, or only the glass?
- Screens removed, brushed and rinsed?
- Tracks vacuumed and wiped?
- Skylights, glass railings and garage door windows?

A low price that covers exterior glass only is not a bargain next to a slightly higher price that covers everything.

**3. How do you reach high windows?**

Professionals use ladders with standoffs that keep weight off your gutters, and water-fed poles with purified water for high panes that are unsafe to ladder. Purified water dries without spots, so the glass can be cleaned from the ground without soap. If the answer is "we will figure it out", keep looking.

**4. How do you protect the inside of my home?**

For interior work, expect drop cloths under every window, shoe covers or indoor-only footwear, and care around furniture and window coverings. Ask what happens if something is damaged.

**5. How do you deal with hard-water spots?**

Okanagan water is hard, and sprinklers that hit windows leave mineral spots that ordinary cleaning will not move. A professional will tell you honestly whether the spots can be removed, what it costs, and whether the glass has been etched. Be wary of anyone who attacks spots with a razor blade on tempered glass without checking first: it can scratch.

**6. Is the price fixed?**

A trustworthy quote is based on the number of panes, storeys and any extras, and it does not change on the day unless you add work. Ask whether there are charges for screens, tracks, travel or ladders.

**Red flags to watch for**

- No proof of insurance, or vague answers about it.
- Cash-only, with no written quote or invoice.
- A price that seems too good to be true for inside and out.
- Pressure to book immediately for a "today-only" discount.
- No reviews, or reviews that all appeared in the same week.

**What a good visit looks like**

The crew arrives when they said they would, walks around the house with you, and points out chipped glass, failed seals or torn screens before they start. They work tidily, put everything back where it was, and ask you to look at the result before they leave. If you spot a streak, they fix it on the spot.

**The bottom line**

Price matters, but insurance, a clear scope and careful work matter more. Ask the questions above, get the answers in writing, and you will end up with clean windows and no surprises.`,
};
