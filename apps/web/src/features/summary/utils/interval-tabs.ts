import type { Interval, ProductOption } from "@creator-checkout/core/catalog";
import { intervalLabel } from "@creator-checkout/core/pricing";

/** A tab of the change-option panel: one per billing interval, plus one-time options. */
export type IntervalTab = Interval | "oneTime";

const tabOrder: readonly IntervalTab[] = ["day", "week", "month", "year", "oneTime"];

export function intervalTabOf(option: Pick<ProductOption, "interval">): IntervalTab {
  return option.interval ?? "oneTime";
}

/** The tabs that have options, in the order day, week, month, year, one time. */
export function presentIntervalTabs(options: ReadonlyArray<Pick<ProductOption, "interval">>) {
  const present = new Set(options.map(intervalTabOf));
  return tabOrder.filter((tab) => present.has(tab));
}

/** "Monthly", "Annually" (the spec's interval labels), or "One time". */
export function intervalTabLabel(tab: IntervalTab): string {
  const label = tab === "oneTime" ? "one time" : (intervalLabel(tab) ?? tab);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
