// The instant quote calculator (SPEC 4): one-time and membership tabs. Shared by the site and the widget.
import { useId, useState } from 'react';
import { headingTag } from '../ui/heading';
import { TabList, tabId, tabPanelId } from '../ui/tab-list';
import { MembershipPanel } from './membership-panel';
import { OneTimePanel } from './one-time-panel';

type CalculatorTab = 'one-time' | 'membership';

const tabs = [
  { id: 'one-time', label: 'One-Time Service' },
  { id: 'membership', label: 'Membership' },
] as const;

interface QuoteCalculatorProps {
  /** Heading level of the calculator's title, to fit the page around it. */
  headingLevel?: 2 | 3;
}

/** Both calculator tabs; each keeps its state while the other is shown. */
export function QuoteCalculator({ headingLevel = 2 }: QuoteCalculatorProps) {
  const Heading = headingTag(headingLevel);
  const [tab, setTab] = useState<CalculatorTab>('one-time');
  const idPrefix = useId();

  return (
    <section className="oq-calculator" part="calculator" aria-labelledby={`${idPrefix}-title`}>
      <div className="oq-calculator__header">
        <Heading className="oq-calculator__title" part="heading" id={`${idPrefix}-title`}>
          Instant Quote Calculator
        </Heading>
        <p className="oq-calculator__intro">Get a price in seconds. No obligation, no sales call.</p>
      </div>
      <TabList label="Quote type" tabs={tabs} selected={tab} onSelect={setTab} idPrefix={idPrefix} />
      {tabs.map(({ id }) => (
        <div key={id} role="tabpanel" id={tabPanelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} hidden={tab !== id}>
          {id === 'one-time' ? (
            <OneTimePanel headingLevel={headingLevel} onSeeMembership={() => setTab('membership')} />
          ) : (
            <MembershipPanel headingLevel={headingLevel} />
          )}
        </div>
      ))}
    </section>
  );
}
