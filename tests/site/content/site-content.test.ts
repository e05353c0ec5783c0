import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aboutStats, story, team, values } from '../../../site/content/about';
import { articles } from '../../../site/content/articles';
import { faq } from '../../../site/content/faq';
import { galleryItems } from '../../../site/content/gallery';
import { business, serviceAreas } from '../../../common/content/business';
import { heroPhrases } from '../../../site/content/hero-phrases';
import { homeHero, homeStats } from '../../../site/content/home';
import { leadTechnicianName } from '../../../site/content/people';
import { services } from '../../../site/content/services';
import { testimonials } from '../../../site/content/testimonials';

/** Every picture key the content names; the pipeline finds each under site/images with any extension. */
function imageKeys(): string[] {
  return [
    homeHero.image,
    'about/story',
    ...services.map((service) => service.image),
    ...team.map((person) => person.image),
    ...articles.map((article) => article.image),
    ...galleryItems.flatMap((item) => (item.type === 'single' ? [item.image] : [item.beforeImage, item.afterImage])),
  ];
}

describe('the site content', () => {
  it('rotates the four hero phrases of product rules §2.3', () => {
    expect(heroPhrases).toEqual(['Sparkling Windows', 'Beautiful Exteriors', 'Hassle-Free Service', 'Professional Results']);
  });

  it("says '200+ Happy Customers' on the home page and '500+' on the about page", () => {
    expect(homeStats[0]).toEqual({ value: '200+', label: 'Happy Customers' });
    expect(aboutStats.map((stat) => stat.value)).toEqual(expect.arrayContaining(['500+', '10+']));
  });

  it('tells the about story from the business facts: every service area and the years in business', () => {
    const text = story.join(' ');
    for (const area of serviceAreas) expect(text).toContain(area);
    expect(text).toContain(`${business.yearsInBusiness} years`);
    expect(text).not.toMatch(/ten years/i);
  });

  it("writes each team member's bio with the first name of the name on the card", () => {
    expect(team.map((person) => person.name)).toEqual([business.ownerName, leadTechnicianName]);
    for (const person of team) expect(person.bio.startsWith(`${person.name.split(' ')[0]} `), person.name).toBe(true);
  });

  it('has three five-star testimonials', () => {
    expect(testimonials.map((testimonial) => testimonial.id)).toEqual([1, 2, 3]);
    expect(testimonials.every((testimonial) => testimonial.rating === 5 && testimonial.review !== '')).toBe(true);
  });

  it('lists the four values in the order of product rules §2.4', () => {
    expect(values.map((value) => value.title)).toEqual(['Communication', 'Accountability', 'Professionalism', 'Ownership Thinking']);
  });

  it('answers the four questions of product rules §2.9', () => {
    expect(faq).toHaveLength(4);
    expect(faq[0].answer).toMatch(/24 hours.*same day/);
    expect(faq[2].answer).toMatch(/\$2M.*bonded/);
    expect(faq[3].answer).toMatch(/cash, check, credit card and e-transfer/);
  });

  it('has a source picture for every image it names', () => {
    const missing = imageKeys().filter(
      (key) => !['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'].some((ext) => existsSync(`site/images/${key}.${ext}`)),
    );
    expect(missing).toEqual([]);
  });
});
