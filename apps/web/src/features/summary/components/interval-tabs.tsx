import { t } from "@creator-checkout/core/i18n";
import { Tabs } from "@/components/tabs";
import { type IntervalTab, intervalTabLabel } from "../utils/interval-tabs";

interface IntervalTabsProps {
  tabs: readonly IntervalTab[];
  selected: IntervalTab;
  onSelect: (tab: IntervalTab) => void;
  tabId: (tab: IntervalTab) => string;
  panelId: string;
  /** The tab that holds the selected option, when another tab is shown. */
  markedTab: IntervalTab | null;
}

/** The change-option panel's interval tabs (product.md §4: they start on the current option's interval). */
export function IntervalTabs({ tabs, markedTab, ...rest }: IntervalTabsProps) {
  return (
    <Tabs
      items={tabs}
      labelOf={intervalTabLabel}
      label={t("summary.billingInterval")}
      marked={markedTab === null ? null : { item: markedTab, text: t("summary.yourChoice") }}
      {...rest}
    />
  );
}
