import type { KeyboardEvent } from "react";
import { type IntervalTab, intervalTabLabel } from "../utils/interval-tabs";

interface IntervalTabsProps {
  tabs: readonly IntervalTab[];
  selected: IntervalTab;
  onSelect: (tab: IntervalTab) => void;
  tabId: (tab: IntervalTab) => string;
  panelId: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function IntervalTabs({ tabs, selected, onSelect, tabId, panelId }: IntervalTabsProps) {
  function moveTo(tab: IntervalTab | undefined) {
    if (tab === undefined) return;
    onSelect(tab);
    document.getElementById(tabId(tab))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(selected);
    const targets: Record<string, IntervalTab | undefined> = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    moveTo(targets[event.key]);
  }

  return (
    <div className="tabs" role="tablist" aria-label="Billing interval">
      {tabs.map((tab) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {intervalTabLabel(tab)}
          </button>
        );
      })}
    </div>
  );
}
