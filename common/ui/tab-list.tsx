// WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them.
import type { KeyboardEvent } from 'react';

interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabListProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix of the ids that tie each tab to its panel. */
  idPrefix: string;
}

/** The id of a tab's button; its panel is `${idPrefix}-panel-${id}`. */
export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const tabPanelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/** A row of tabs with roving focus. */
export function TabList<T extends string>({ label, tabs, selected, onSelect, idPrefix }: TabListProps<T>) {
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + tabs.length) % tabs.length;
    onSelect(tabs[target].id);
    // The tab list's children are its tabs, in order.
    (event.currentTarget.children[target] as HTMLElement).focus();
  }

  return (
    <div className="oq-tabs" role="tablist" aria-label={label} onKeyDown={moveFocus}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          className="oq-tab"
          part={tab.id === selected ? 'tab tab-selected' : 'tab'}
          aria-selected={tab.id === selected}
          aria-controls={tabPanelId(idPrefix, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
