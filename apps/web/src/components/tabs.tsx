import type { KeyboardEvent } from "react";

interface TabsProps<T extends string> {
  items: readonly T[];
  selected: T;
  onSelect: (item: T) => void;
  labelOf: (item: T) => string;
  tabId: (item: T) => string;
  panelId: string;
  /** What the tabs choose, for screen readers ("Billing interval"). */
  label: string;
  compact?: boolean;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. */
export function Tabs<T extends string>({
  items,
  selected,
  onSelect,
  labelOf,
  tabId,
  panelId,
  label,
  compact,
}: TabsProps<T>) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.indexOf(selected);
    const targets: Record<string, T | undefined> = {
      ArrowRight: items[(index + 1) % items.length],
      ArrowLeft: items[(index - 1 + items.length) % items.length],
      Home: items[0],
      End: items[items.length - 1],
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    document.getElementById(tabId(target))?.focus();
  }

  return (
    <div className={compact ? "tabs tabs--compact" : "tabs"} role="tablist" aria-label={label}>
      {items.map((item) => {
        const isSelected = item === selected;
        return (
          <button
            key={item}
            id={tabId(item)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item)}
            onKeyDown={onKeyDown}
          >
            {labelOf(item)}
          </button>
        );
      })}
    </div>
  );
}
