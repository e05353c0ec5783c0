// The copy of every service page, by service id: loaded only by the service page's chunk.
import type { ServiceDetail } from './service-detail';
import { concreteSealing } from './service-details/concrete-sealing';
import { gutterCleaning } from './service-details/gutter-cleaning';
import { holidayLightInstallation } from './service-details/holiday-light-installation';
import { mossTreatment } from './service-details/moss-treatment';
import { pressureWashing } from './service-details/pressure-washing';
import { snowRemoval } from './service-details/snow-removal';
import { solarPanelCleaning } from './service-details/solar-panel-cleaning';
import { windowCleaning } from './service-details/window-cleaning';
import type { ServiceId } from './services';

export const serviceDetails: Readonly<Record<ServiceId, ServiceDetail>> = {
  'window-cleaning': windowCleaning,
  'gutter-cleaning': gutterCleaning,
  'pressure-washing': pressureWashing,
  'solar-panel-cleaning': solarPanelCleaning,
  'holiday-light-installation': holidayLightInstallation,
  'snow-removal': snowRemoval,
  'moss-treatment': mossTreatment,
  'concrete-sealing': concreteSealing,
};
