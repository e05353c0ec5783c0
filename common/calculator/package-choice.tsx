// The four one-time packages as a radio group of cards.
import { oneTimePackages, type PackageId } from '../pricing/one-time-rates';
import { ChoiceCard } from '../ui/choice-card';

interface PackageChoiceProps {
  selected: PackageId;
  onSelect: (id: PackageId) => void;
}

/** Radio cards for Home Essentials, Home Care, Home Refresh and Home Complete. */
export function PackageChoice({ selected, onSelect }: PackageChoiceProps) {
  return (
    <fieldset className="oq-fieldset">
      <legend className="oq-label">Package</legend>
      <div className="oq-cards oq-cards--packages">
        {oneTimePackages.map((pkg) => (
          <ChoiceCard
            key={pkg.id}
            name="package"
            value={pkg.id}
            checked={pkg.id === selected}
            onSelect={() => onSelect(pkg.id)}
            title={pkg.name}
            badge={pkg.popular && <span className="oq-badge">Most popular</span>}
          >
            {pkg.discountPercent > 0 && <span className="oq-card__meta">{pkg.discountPercent}% off</span>}
            <span className="oq-card__text">{pkg.description}</span>
            <ul className="oq-card__list">
              {pkg.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  );
}
