// The calculator's prefill attributes (product rules §8.2): the choices the host page makes for the visitor.
import { calculatorTabs, type CalculatorPrefill } from '../../calculator/calculator-prefill';
import { homeSizes, plans } from '../../pricing/membership-rates';
import { customAreaLimits, oneTimePackages } from '../../pricing/one-time-rates';
import { readOneOf, type AttributeReader } from '../widget-attributes';

/** <okanagan-quote-calculator>: tab, home-size (square feet), package, membership-size and plan. */
export const calculatorPrefill = {
  names: ['tab', 'home-size', 'package', 'membership-size', 'plan'],
  parse(reader: AttributeReader): CalculatorPrefill {
    const { min, max } = customAreaLimits;
    const size = reader.read('home-size');
    const area = size && /^\d+$/.test(size) && +size >= min && +size <= max ? +size : undefined;
    if (size && !area) reader.ignore('home-size', size, `which is not a whole number of square feet from ${min} to ${max}`);
    // Estate asks for a custom quote and cannot be selected (product rules §4.3).
    const sizes = homeSizes.flatMap(({ id, isCustom }) => (isCustom ? [] : [id])) as Array<NonNullable<CalculatorPrefill['homeSize']>>;
    return {
      tab: readOneOf(
        reader,
        'tab',
        calculatorTabs.map(({ id }) => id),
      ),
      area,
      packageId: readOneOf(
        reader,
        'package',
        oneTimePackages.map(({ id }) => id),
      ),
      homeSize: readOneOf(reader, 'membership-size', sizes),
      plan: readOneOf(
        reader,
        'plan',
        plans.map(({ id }) => id),
      ),
    };
  },
};
