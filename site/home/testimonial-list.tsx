// The home page's three customer reviews (product rules §2.3).
import { testimonials } from '../content/testimonials';
import { StarRating } from '../ui/star-rating';

/** Each review as a quotation with its rating and who gave it. */
export function TestimonialList() {
  return (
    <section className="section section--deferred home-reviews" aria-labelledby="reviews-title">
      <div className="container">
        <header className="section-heading">
          <p className="eyebrow">Reviews</p>
          <h2 id="reviews-title">What our customers say</h2>
        </header>
        <ul className="card-grid card-grid--three">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="testimonial">
              <figure>
                <StarRating rating={testimonial.rating} />
                <blockquote>
                  <p>{testimonial.review}</p>
                </blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>
                  <span>{testimonial.place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
