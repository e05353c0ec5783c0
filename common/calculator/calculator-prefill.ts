// The calculator's tabs and the choices a page can make for the visitor: what the calculator and its
// panels share, in a module of its own so the panels need not import the calculator that holds them.
import type { HomeSizeId, PlanId } from '../pricing/membership-rates';
import type { PackageId } from '../pricing/one-time-rates';

export const calculatorTabs = [
  { id: 'one-time', label: 'One-Time Service' },
  { id: 'membership', label: 'Membership' },
] as const;

/** The choices a page around the calculator can make for the visitor; the visitor can change each. */
export interface CalculatorPrefill {
  tab?: (typeof calculatorTabs)[number]['id'];
  /** Square feet: one of the dropdown's sizes selects it, another fills the exact size. */
  area?: number;
  packageId?: PackageId;
  homeSize?: Exclude<HomeSizeId, 'estate'>;
  plan?: PlanId;
}
