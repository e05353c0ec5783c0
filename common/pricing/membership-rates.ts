// Membership rates: home sizes, plans, frequencies and railing tiers (product rules §4.3, §5.2, §5.3).

export type HomeSizeId = 'small' | 'medium' | 'large' | 'estate';
export type PlanId = 'exterior' | 'full' | 'combo';
export type FrequencyId = '1x' | '2x' | '4x';
export type RailingTier = 0 | 1 | 2 | 3;

export interface HomeSize {
  id: HomeSizeId;
  name: string;
  label: string;
  /** Monthly base rate in dollars (product rules §5.2, §5.3). */
  exteriorBase: number;
  /** Weight of the interior and full-service work relative to the base. */
  sizeFactor: number;
  isCustom: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  hasFrequencyOptions: boolean;
}

export interface Frequency {
  id: FrequencyId;
  name: string;
  multiplier: number;
  description: string;
}

export interface RailingOption {
  tier: RailingTier;
  label: string;
  price: number;
}

export const homeSizes: readonly HomeSize[] = [
  { id: 'small', name: 'Small', label: 'Under 1,500 sq ft', exteriorBase: 35, sizeFactor: 0.65, isCustom: false },
  { id: 'medium', name: 'Medium', label: '1,500-2,500 sq ft', exteriorBase: 50, sizeFactor: 1.2, isCustom: false },
  { id: 'large', name: 'Large', label: '2,500-4,000 sq ft', exteriorBase: 65, sizeFactor: 2, isCustom: false },
  { id: 'estate', name: 'Estate', label: '4,000+ sq ft (custom quote)', exteriorBase: 0, sizeFactor: 0, isCustom: true },
];

export const plans: readonly Plan[] = [
  {
    id: 'exterior',
    name: 'Exterior Windows',
    description: 'Outside glass, screens and frames on a regular schedule.',
    hasFrequencyOptions: true,
  },
  {
    id: 'full',
    name: 'Full Service Windows',
    description: 'Every window inside and out, screens, tracks and sills.',
    hasFrequencyOptions: true,
  },
  {
    id: 'combo',
    name: 'Windows + Gutters Combo',
    description: 'Windows inside and out plus gutter cleaning, spring and fall.',
    hasFrequencyOptions: false,
  },
];

export const frequencies: readonly Frequency[] = [
  { id: '1x', name: 'Once a year', multiplier: 1, description: 'One visit each year' },
  { id: '2x', name: 'Twice a year', multiplier: 1.85, description: 'Spring and fall visits' },
  { id: '4x', name: 'Quarterly', multiplier: 3.5, description: 'A visit every season' },
];

/** Combo has no frequency choice: it is always twice a year. */
export const comboFrequencyId: FrequencyId = '2x';

export const railingOptions: readonly RailingOption[] = [
  { tier: 0, label: 'No railing glass', price: 0 },
  { tier: 1, label: 'Up to 10 panels', price: 60 },
  { tier: 2, label: '11-20 panels', price: 120 },
  { tier: 3, label: 'More than 20 panels', price: 180 },
];

export const springMonths = ['March', 'April', 'May', 'June'] as const;
export const fallMonths = ['September', 'October', 'November'] as const;

export interface MembershipSelection {
  homeSize: HomeSizeId;
  plan: PlanId;
  frequency: FrequencyId;
  railingTier: RailingTier;
  includeInterior: boolean;
}

export const defaultMembershipSelection: MembershipSelection = {
  homeSize: 'medium',
  plan: 'exterior',
  frequency: '2x',
  railingTier: 0,
  includeInterior: false,
};
