// The instant quote calculator (product rules §4.1): one-time and membership tabs. Shared by the site and the widget.
import { useId, useMemo, useState } from 'react';
import { headingTag } from '../ui/heading';
import { TabList, tabId, tabPanelId } from '../ui/tab-list';
import { useHiddenPartsLaidOut } from '../ui/use-hidden-parts-laid-out';
import { useHydrated } from '../ui/use-hydrated';
import { usePrefill } from '../ui/use-prefill';
import { calculatorTabs, type CalculatorPrefill } from './calculator-prefill';
import { MembershipPanel } from './membership-panel';
import { OneTimePanel } from './one-time-panel';

interface QuoteCalculatorProps {
  /** Heading level of the calculator's title, to fit the page around it. */
  headingLevel?: 2 | 3;
  prefill?: CalculatorPrefill;
}

const noPrefill: CalculatorPrefill = {};

/** Both calculator tabs; each keeps its state while the other is shown. */
export function QuoteCalculator({ headingLevel = 2, prefill = noPrefill }: QuoteCalculatorProps) {
  const Heading = headingTag(headingLevel);
  const [tab, setTab] = useState(prefill.tab ?? 'one-time');
  const idPrefix = useId();
  usePrefill(prefill.tab, setTab);
  const calculatorRef = useHiddenPartsLaidOut<HTMLElement>();
  const hydrated = useHydrated();
  // The same elements while their props stay the same, so that React and Preact both skip re-rendering the
  // panels on a tab switch: it re-renders only the tab list and the panels' wrappers.
  const panels = useMemo(
    () => ({
      'one-time': <OneTimePanel headingLevel={headingLevel} prefill={prefill} onSeeMembership={() => setTab('membership')} />,
      membership: <MembershipPanel headingLevel={headingLevel} prefill={prefill} />,
    }),
    [headingLevel, prefill],
  );

  return (
    <section ref={calculatorRef} className="oq-calculator" part="calculator" aria-labelledby={`${idPrefix}-title`}>
      <Heading className="oq-calculator__title" part="heading" id={`${idPrefix}-title`}>
        Instant Quote Calculator
      </Heading>
      <p className="oq-calculator__intro">Get a price in seconds. No obligation, no sales call.</p>
      <TabList label="Quote type" tabs={calculatorTabs} selected={tab} onSelect={setTab} idPrefix={idPrefix} />
      {calculatorTabs.map(({ id }) => (
        // A hidden panel keeps its layout but is out of sight and of the tab order (content-visibility: hidden,
        // common/styles/calculator.css); aria-hidden keeps the empty box it leaves out of the accessibility tree.
        // The membership panel, which only scripts can show, is left empty in the prerendered page and filled once
        // it is hydrated (use-hydrated.ts).
        <div
          key={id}
          role="tabpanel"
          id={tabPanelId(idPrefix, id)}
          aria-labelledby={tabId(idPrefix, id)}
          hidden={tab !== id}
          aria-hidden={tab !== id || undefined}
        >
          {id === 'membership' && !hydrated ? null : panels[id]}
        </div>
      ))}
    </section>
  );
}
