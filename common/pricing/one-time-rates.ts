// One-time package rates (product rules §4.2, §5.1).

export type PackageId = 'home-essentials' | 'home-care' | 'home-refresh' | 'home-complete';

export interface OneTimePackage {
  id: PackageId;
  name: string;
  description: string;
  services: readonly string[];
  /** Percent taken off the package's list rate. */
  discountPercent: number;
  /** List rate in dollars per square foot, before the discount. */
  ratePerSqFt: number;
  popular: boolean;
}

export const oneTimePackages: readonly OneTimePackage[] = [
  {
    id: 'home-essentials',
    name: 'Home Essentials',
    description: 'Crystal-clear glass, outside.',
    services: ['Exterior window cleaning', 'Screens brushed and wiped', 'Frames and sills wiped'],
    discountPercent: 0,
    ratePerSqFt: 0.2745,
    popular: false,
  },
  {
    id: 'home-care',
    name: 'Home Care',
    description: 'Windows plus clear-flowing gutters.',
    services: ['Everything in Home Essentials', 'Gutter cleaning and flush', 'Downspout check'],
    discountPercent: 10,
    ratePerSqFt: 0.3922,
    popular: false,
  },
  {
    id: 'home-refresh',
    name: 'Home Refresh',
    description: 'Windows inside and out, gutters and siding.',
    services: ['Everything in Home Care', 'Interior window cleaning', 'Soft-wash siding rinse'],
    discountPercent: 15,
    ratePerSqFt: 0.5709,
    popular: true,
  },
  {
    id: 'home-complete',
    name: 'Home Complete',
    description: 'The whole exterior, top to bottom.',
    services: ['Everything in Home Refresh', 'Driveway and walkway pressure washing', 'Moss spot treatment'],
    discountPercent: 20,
    ratePerSqFt: 0.6742,
    popular: false,
  },
];

export const defaultPackageId: PackageId = 'home-essentials';

/** Dropdown sizes: 500 to 3000 sq ft in steps of 250. */
export const areaChoices: readonly number[] = Array.from({ length: 11 }, (_, i) => 500 + i * 250);
export const defaultArea = 1500;
export const customAreaLimits = { min: 100, max: 10_000 } as const;

/** The shown range, as fractions of the base price. */
export const estimateRange = { low: 0.9, high: 1.15 } as const;
