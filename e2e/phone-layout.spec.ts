import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { summaryLine } from "./support/summary-line";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone the summary starts collapsed and the toggle opens it", async ({ page }) => {
  await page.goto(`/${demo.membership.monthly}`);
  const showSummary = page.getByRole("button", { name: "Show summary" });

  await expect(showSummary).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeHidden();
  await expect(page.getByRole("tablist", { name: "Billing interval" })).toBeHidden();
  await expect(summaryLine(page, "Due today")).toHaveText("$0");

  await showSummary.click();

  const hideSummary = page.getByRole("button", { name: "Hide summary" });
  await expect(hideSummary).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Monthly" })).toBeVisible();

  await hideSummary.click();

  await expect(page.getByRole("tablist", { name: "Billing interval" })).toBeHidden();
});

test("on a phone the cards stack below the summary", async ({ page }) => {
  await page.goto(`/${demo.membership.monthly}`);

  const dueToday = await page.getByText("Due today").boundingBox();
  const contactInfo = await page.getByRole("heading", { name: "Contact Info" }).boundingBox();
  expect(dueToday).not.toBeNull();
  expect(contactInfo).not.toBeNull();
  expect(contactInfo?.y ?? 0).toBeGreaterThan(dueToday?.y ?? 0);
});
