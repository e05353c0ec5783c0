// The six service areas and the wider valley, as a list of place names (product rules §1.2).
import { serviceAreas, widerArea } from '../../common/content/business';
import { Icon } from './icon';

/** Each area with a map pin, then the wider valley. */
export function ServiceAreaList() {
  return (
    <ul className="area-list">
      {serviceAreas.map((area) => (
        <li key={area}>
          <Icon name="pin" />
          {area}
        </li>
      ))}
      <li>
        <Icon name="pin" />
        <span className="area-list__wider">And {widerArea}</span>
      </li>
    </ul>
  );
}
