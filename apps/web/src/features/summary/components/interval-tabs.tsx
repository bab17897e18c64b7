import { Tabs } from "@/components/tabs";
import { type IntervalTab, intervalTabLabel } from "../utils/interval-tabs";

interface IntervalTabsProps {
  tabs: readonly IntervalTab[];
  selected: IntervalTab;
  onSelect: (tab: IntervalTab) => void;
  tabId: (tab: IntervalTab) => string;
  panelId: string;
}

/** The change-option panel's interval tabs (product.md §4: they start on the current option's interval). */
export function IntervalTabs({ tabs, ...rest }: IntervalTabsProps) {
  return <Tabs items={tabs} labelOf={intervalTabLabel} label="Billing interval" {...rest} />;
}
