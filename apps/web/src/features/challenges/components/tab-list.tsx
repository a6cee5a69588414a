// An accessible tab list (WAI-ARIA tabs pattern): one tab in the Tab sequence (the selected one),
// Left/Right arrows move between tabs (wrapping), Home and End go to the first and the last; a tab
// is selected as it receives focus. Each tab names the panel it controls.
import type { KeyboardEvent } from 'react';

export type TabItem<Id extends string> = {
  id: Id;
  label: string;
  /** DOM id of the tab button. */
  tabId: string;
  /** DOM id of the panel it shows. */
  panelId: string;
};

/** The tab a key moves to from `index`, or null when the key is not one of the tab list's. */
export const getTabIndexAfterKey = ({
  key,
  index,
  count,
}: {
  key: string;
  index: number;
  count: number;
}): number | null => {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

export const TabList = <Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
}: {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
}) => {
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = getTabIndexAfterKey({ key: event.key, index, count: tabs.length });
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    document.getElementById(tab.tabId)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          id={tab.tabId}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={tab.panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => handleKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
};
