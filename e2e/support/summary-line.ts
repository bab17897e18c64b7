import type { Locator, Page } from "@playwright/test";

/** The amount beside a line of the summary, e.g. `summaryLine(page, "Due today")` -> "$0". */
export function summaryLine(page: Page, label: string): Locator {
  return page
    .locator("dt", { hasText: new RegExp(`^${label}`) })
    .locator("xpath=following-sibling::dd[1]");
}
