import { t } from "@creator-checkout/core/i18n";
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
  /**
   * A tab other than the shown one that holds what the buyer chose: it carries a visible mark
   * and says so to screen readers, so a choice on a tab not shown is never lost from sight.
   */
  marked?: { item: T; text: string } | null;
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
  marked = null,
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
        const mark = marked?.item === item ? marked.text : null;
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
            // Named in one piece ("Annually, Your choice"), as the eye reads the tab and its mark;
            // the space before the mark keeps its words apart from the label's in the text, so
            // the visible words are the name's (WCAG 2.5.3).
            aria-label={
              mark === null ? undefined : t("tabs.withMark", { label: labelOf(item), mark })
            }
            onClick={() => onSelect(item)}
            onKeyDown={onKeyDown}
          >
            {labelOf(item)}
            {mark === null ? null : (
              <>
                {" "}
                <span className="tabs__mark">{mark}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
