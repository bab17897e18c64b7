import type { CheckoutOption, Interval } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";

/** A tab of the change-option panel: one per billing interval, plus one-time options. */
export type IntervalTab = Interval | "oneTime";

const tabOrder: readonly IntervalTab[] = ["day", "week", "month", "year", "oneTime"];

export function intervalTabOf(option: Pick<CheckoutOption, "interval">): IntervalTab {
  return option.interval ?? "oneTime";
}

/** The tabs that have options, in the order day, week, month, year, one time. */
export function presentIntervalTabs(options: ReadonlyArray<Pick<CheckoutOption, "interval">>) {
  const present = new Set(options.map(intervalTabOf));
  return tabOrder.filter((tab) => present.has(tab));
}

const tabLabels = {
  day: "summary.tab.day",
  week: "summary.tab.week",
  month: "summary.tab.month",
  year: "summary.tab.year",
  oneTime: "summary.tab.oneTime",
} as const satisfies Record<IntervalTab, string>;

/** "Monthly", "Annually" (the spec's interval labels), or "One time". */
export function intervalTabLabel(tab: IntervalTab): string {
  return t(tabLabels[tab]);
}
