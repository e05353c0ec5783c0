// The home page's why-choose-us list (product rules §2.3).
import { reasons } from '../content/why-choose-us';
import { Icon } from '../ui/icon';

/** Six reasons, each with an icon. */
export function WhyChooseUs() {
  return (
    <section className="section section--tint section--deferred home-reasons" aria-labelledby="why-title">
      <div className="container">
        <header className="section-heading">
          <p className="eyebrow">Why choose us</p>
          <h2 id="why-title">Why Okanagan homeowners choose us</h2>
        </header>
        <ul className="reason-grid">
          {reasons.map((reason) => (
            <li key={reason.title} className="reason">
              <span className="reason__icon">
                <Icon name={reason.icon} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
