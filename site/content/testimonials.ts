// The three customer reviews on the home page (product rules §2.3).

export interface Testimonial {
  id: number;
  name: string;
  /** Where the customer lives; shown under the name. */
  place: string;
  review: string;
  /** Stars out of five. */
  rating: number;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Sarah M.',
    place: 'Upper Mission, Kelowna',
    review:
      'Our windows face the lake and after smoke season we could barely see it. The crew showed up on time, laid drop cloths inside, and the glass has never looked this good. Booked them again for the fall.',
    rating: 5,
  },
  {
    id: 2,
    name: 'Dave and Linda K.',
    place: 'West Kelowna',
    review:
      'They cleared gutters that had not been touched in years, sent us photos of a loose downspout, and fixed it while they were there. Clear quote, no surprises, and a very tidy yard afterwards.',
    rating: 5,
  },
  {
    id: 3,
    name: 'Priya S.',
    place: 'Lake Country',
    review:
      'Our strata had three companies quote the driveway and walkways. These folks answered the same day, explained exactly how they would protect the landscaping, and did a beautiful job.',
    rating: 5,
  },
];
