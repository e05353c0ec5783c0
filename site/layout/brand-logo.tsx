// The business's logo: a water drop over lake waves, and the name set on two lines.
import { business } from '../../common/content/business';

const [firstWord, ...otherWords] = business.name.split(' ');

/** The mark and the wordmark; the visible name is the accessible name. */
export function BrandLogo() {
  return (
    <>
      <svg className="brand__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="11" className="brand__tile" />
        <path d="M20 7c4.8 6.2 8 10.6 8 14.6a8 8 0 0 1-16 0c0-4 3.2-8.4 8-14.6z" className="brand__drop" />
        <path
          d="M7 31.5c2.2 0 2.2-1.6 4.4-1.6s2.2 1.6 4.4 1.6 2.2-1.6 4.4-1.6 2.2 1.6 4.4 1.6 2.2-1.6 4.4-1.6 2.2 1.6 4.4 1.6"
          className="brand__wave"
        />
      </svg>
      <span className="brand__name">
        <span className="brand__first">{firstWord}</span> <span className="brand__rest">{otherWords.join(' ')}</span>
      </span>
    </>
  );
}
