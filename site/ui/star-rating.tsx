// Five stars and the rating in words, for reviews and the rating line.
import { Icon } from './icon';

interface StarRatingProps {
  /** Out of five. */
  rating: number;
}

/** Stars drawn for the eye, with the rating spelled out for screen readers. */
export function StarRating({ rating }: StarRatingProps) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" filled className={index < Math.round(rating) ? 'stars__star' : 'stars__star stars__star--off'} />
      ))}
    </span>
  );
}
