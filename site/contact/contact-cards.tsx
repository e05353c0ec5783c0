// The contact page's four info cards: phone, e-mail, service area, hours (product rules §2.9).
import { business, hoursText, mailtoHref, phone, serviceAreas, widerArea } from '../../common/content/business';
import { Icon } from '../ui/icon';

/** Phone with 'Call Now', e-mail with 'Send Email', the area served, and the business hours. */
export function ContactCards() {
  return (
    <ul className="contact-cards">
      <li className="contact-card">
        <span className="contact-card__icon">
          <Icon name="phone" />
        </span>
        <h2>Phone</h2>
        <p>{phone.display}</p>
        <a className="button" href={phone.href}>
          Call Now
        </a>
      </li>
      <li className="contact-card">
        <span className="contact-card__icon">
          <Icon name="mail" />
        </span>
        <h2>Email</h2>
        <p>{business.email}</p>
        <a className="button" href={mailtoHref(business.email)}>
          Send Email
        </a>
      </li>
      <li className="contact-card">
        <span className="contact-card__icon">
          <Icon name="pin" />
        </span>
        <h2>Service Area</h2>
        <p>
          {serviceAreas.slice(0, 3).join(', ')} and {widerArea}
        </p>
      </li>
      <li className="contact-card">
        <span className="contact-card__icon">
          <Icon name="clock" />
        </span>
        <h2>Business Hours</h2>
        <p>
          {business.hours.map((slot) => (
            <span key={slot.days[0]} className="contact-card__line">
              {hoursText(slot)}
            </span>
          ))}
        </p>
      </li>
    </ul>
  );
}
