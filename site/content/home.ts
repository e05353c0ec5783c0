// The home page's own copy: the hero and its trust figures (product rules §1.4: '200+ Happy Customers' on the home page).
import { business } from '../../common/content/business';

export const homeHero = {
  eyebrow: 'Kelowna & Okanagan Valley exterior cleaning',
  titleRest: 'for your Okanagan home',
  lead: 'Windows, gutters, pressure washing, solar panels and more, from a local crew that treats your home like its own.',
  image: 'home/hero',
  imageAlt: 'Illustration of a lakeside home with sparkling windows, the Okanagan hills and the sun behind it',
};

export const homeStats: ReadonlyArray<{ value: string; label: string }> = [
  { value: '200+', label: 'Happy Customers' },
  { value: business.rating, label: 'Star Rating' },
  { value: business.insurance, label: 'Insured & Bonded' },
  { value: business.yearsInBusiness, label: 'Years Local' },
];

export const homeCta = {
  title: 'Ready for a cleaner, brighter home?',
  text: `Tell us what you need and we will get back to you within ${business.replyWithin} with a clear, fixed price.`,
};
