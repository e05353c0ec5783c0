// Every interaction of the quote calculator, as a visitor makes it: real clicks and key presses, in an order that
// visits each tab, package, size and membership option and comes back to the defaults.
import type { Locator, Page } from 'playwright-core';
import { calculatorTabs } from '../../common/calculator/calculator-prefill';
import { defaultMembershipSelection, frequencies, homeSizes, plans, railingOptions } from '../../common/pricing/membership-rates';
import { defaultPackageId, oneTimePackages } from '../../common/pricing/one-time-rates';

/** One interaction to time: its name in the printed table, what to do untimed first, and the input that makes it. */
export interface CalculatorStep {
  label: string;
  /** Brings the target into view (and focus), so the scroll's paint is not counted as the interaction's. */
  prepare?: () => Promise<void>;
  act: () => Promise<void>;
}

/** `items` with the one `isDefault` picks moved to the end, so a sequence of clicks leaves the default chosen. */
function endingWith<T>(items: readonly T[], isDefault: (item: T) => boolean): T[] {
  return [...items.filter((item) => !isDefault(item)), ...items.filter(isDefault)];
}

/**
 * Scrolls `target` to the middle of the screen, where a visitor reads what they are about to press, and rests the
 * pointer on its centre; fails when something else would take the click there.
 */
async function pointAt(page: Page, target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target.toString()} is not on screen`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await target.evaluate((element, { x, y }) => {
    // Through shadow roots, to the innermost element at the point.
    let found = document.elementFromPoint(x, y);
    for (let inner = found?.shadowRoot?.elementFromPoint(x, y); inner && inner !== found; inner = found?.shadowRoot?.elementFromPoint(x, y))
      found = inner;
    return found === element || element.contains(found);
  }, point);
  if (!hit) throw new Error(`Something else covers the centre of ${target.toString()}`);
  await page.mouse.move(point.x, point.y);
}

/** A step that points at `target`, untimed, then presses and releases the pointer where it rests. */
export const press = (page: Page, label: string, target: Locator): CalculatorStep => ({
  label,
  prepare: () => pointAt(page, target),
  // A bare press and release where the pointer rests: Playwright's own click would hit-test the point in the page
  // during the very events timed, a style and layout update no visitor's browser pays. The button stays down for a
  // frame, as a visitor's finger or mouse button stays down 50 ms or more.
  act: async () => {
    await page.mouse.down();
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await page.mouse.up();
  },
});

/** The steps, in order, for the calculator inside `root` (a page region, or the widget's element). */
export function calculatorSteps(page: Page, root: Locator): CalculatorStep[] {
  const [oneTimeTab, membershipTab] = calculatorTabs.map((tab) => root.getByRole('tab', { name: tab.label, exact: true }));
  const radio = (name: string) => root.getByRole('radio', { name, exact: true });
  const click = (label: string, target: Locator) => press(page, label, target);
  const calculate = root.getByRole('button', { name: 'Calculate', exact: true });
  const exactSize = root.getByRole('spinbutton', { name: 'Or exact size (sq ft)' });
  const sizes = homeSizes.filter((size) => !size.isCustom);
  const exterior = plans.find((plan) => plan.id === defaultMembershipSelection.plan)!;
  const combo = plans.find((plan) => !plan.hasFrequencyOptions)!;

  return [
    click(`tab: ${calculatorTabs[1].label}`, membershipTab),
    click(`tab: ${calculatorTabs[0].label}`, oneTimeTab),
    ...endingWith(oneTimePackages, (pkg) => pkg.id === defaultPackageId).map((pkg) => click(`package: ${pkg.name}`, radio(pkg.name))),
    {
      label: 'size dropdown: next size (ArrowDown)',
      prepare: () => root.getByRole('combobox', { name: 'Home size' }).focus(),
      act: () => page.keyboard.press('ArrowDown'),
    },
    click('exact size: click the box', exactSize),
    { label: 'exact size: type 1850 (each key)', act: () => page.keyboard.type('1850') },
    click('Calculate (first)', calculate),
    click(`package, estimate shown: ${oneTimePackages[1].name}`, radio(oneTimePackages[1].name)),
    { label: 'exact size, estimate shown: Backspace', prepare: () => exactSize.focus(), act: () => page.keyboard.press('Backspace') },
    click('Calculate (again)', calculate),
    click(`tab: ${calculatorTabs[1].label} (again)`, membershipTab),
    ...endingWith(sizes, (size) => size.id === defaultMembershipSelection.homeSize).map((size) =>
      click(`membership size: ${size.name}`, radio(size.name)),
    ),
    ...endingWith(plans, (plan) => plan.id === exterior.id).map((plan) => click(`plan: ${plan.name}`, radio(plan.name))),
    ...endingWith(frequencies, (frequency) => frequency.id === defaultMembershipSelection.frequency).map((frequency) =>
      click(`frequency: ${frequency.name}`, radio(frequency.name)),
    ),
    click('add-on: interior windows on', root.getByRole('checkbox', { name: 'Add interior window cleaning' })),
    click('add-on: interior windows off', root.getByRole('checkbox', { name: 'Add interior window cleaning' })),
    ...endingWith(railingOptions, (option) => option.tier === defaultMembershipSelection.railingTier).map((option) =>
      click(`add-on: ${option.label}`, root.getByRole('radio', { name: option.label })),
    ),
    click('membership Calculate (first)', calculate),
    click(`plan, price shown: ${combo.name}`, radio(combo.name)),
    click(`plan, price shown: ${exterior.name}`, radio(exterior.name)),
    click(`frequency, price shown: ${frequencies[0].name}`, radio(frequencies[0].name)),
    click('membership Calculate (again)', calculate),
  ];
}

/**
 * The steps a run needs to time the ones whose label contains `text` (or is in `text`, a set of labels): every step up
 * to the last of them, since each step starts where the ones before it left the calculator, and which of those are
 * timed. All of them without `text`.
 */
export function stepsFor(labels: readonly string[], text?: string | ReadonlySet<string>): { count: number; timed: Set<string> } {
  if (text === undefined) return { count: labels.length, timed: new Set(labels) };
  const timed = new Set(labels.filter((label) => (typeof text === 'string' ? label.includes(text) : text.has(label))));
  if (timed.size === 0) throw new Error(`No step's label contains "${String(text)}". The steps are:\n${labels.join('\n')}`);
  return { count: labels.findLastIndex((label) => timed.has(label)) + 1, timed };
}
