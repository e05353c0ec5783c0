// The about page's copy: stats, story, team, values and the promise (product rules §2.4).
import { business, serviceAreas } from '../../common/content/business';
import { leadTechnicianFirstName, leadTechnicianName, ownerFirstName } from './people';

/** "Kelowna, West Kelowna, ... and Kamloops". */
const areaList = `${serviceAreas.slice(0, -1).join(', ')} and ${serviceAreas[serviceAreas.length - 1]}`;

export interface Stat {
  value: string;
  label: string;
}

/** The about page counts '500+' happy customers, the home page '200+'; both stand (product rules §1.4). */
export const aboutStats: readonly Stat[] = [
  { value: '500+', label: 'Happy customers' },
  { value: business.yearsInBusiness, label: 'Years in business' },
  { value: business.rating, label: 'Customer rating' },
  { value: business.insurance, label: 'Liability insurance' },
];

export const story: readonly string[] = [
  `${business.name} started with one ladder, one truck and a squeegee. ${business.ownerName} grew up in Kelowna and spent summers cleaning windows on the lake; after a few years of friends asking for help, the side job became a business.`,
  `With ${business.yearsInBusiness} years behind us, we are a small, local team serving ${areaList}. We have grown by word of mouth, one street at a time, and most of our work still comes from customers who tell their neighbours.`,
  'We keep the business small on purpose. You talk to the people who do the work, the price you are quoted is the price you pay, and the crew treats your home like their own.',
];

export interface Profile {
  name: string;
  role: string;
  bio: string;
  image: string;
  imageAlt: string;
}

export const team: readonly Profile[] = [
  {
    name: business.ownerName,
    role: 'Owner and founder',
    bio: `${ownerFirstName} started the business after years of cleaning windows through school, and still quotes most jobs in person. Ask about the best time of year to book anything; ${ownerFirstName} will tell you honestly, even if the answer is "not yet".`,
    image: 'about/owner',
    imageAlt: 'Illustrated portrait of the owner in a company cap',
  },
  {
    name: leadTechnicianName,
    role: 'Lead technician',
    bio: `${leadTechnicianFirstName} leads the crew on every large job, trains new technicians in safe ladder and roof work, and has a sharp eye for the loose hanger or cracked seal other people miss.`,
    image: 'about/lead-technician',
    imageAlt: 'Illustrated portrait of the lead technician with a squeegee',
  },
];

export interface Value {
  title: string;
  text: string;
}

/** The four values, in order (product rules §2.4). */
export const values: readonly Value[] = [
  { title: 'Communication', text: 'We confirm the time, tell you when we are on the way, and explain what we found and what we did.' },
  { title: 'Accountability', text: 'If we miss a spot or something is not right, we own it and come back to fix it, no argument.' },
  { title: 'Professionalism', text: 'Uniformed, insured, on time, and careful with your home, your garden and your pets.' },
  { title: 'Ownership Thinking', text: 'We treat every home as if it were ours, and tell you what we would do in your place.' },
];

export const promise = {
  title: 'Our promise',
  text: 'Every job is done safely, carefully and completely, at the price we agreed. If you are not happy with the result, tell us and we will come back and make it right at no extra cost. That is our satisfaction guarantee.',
};
