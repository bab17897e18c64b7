import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { summaryLine } from "./support/summary-line";

test("shows the creator, the product, its price and what is due today", async ({ page }) => {
  await page.goto(`/${demo.membership.monthly}`);

  await expect(page).toHaveTitle("Checkout | Northwind Notes");
  await expect(page.getByRole("link", { name: demo.publisherName })).toHaveAttribute(
    "href",
    "/@northwind",
  );
  await expect(page.getByRole("heading", { level: 1, name: demo.membership.title })).toBeVisible();
  await expect(page.getByText("14 days free").first()).toBeVisible();
  await expect(summaryLine(page, "Monthly")).toHaveText("$8 / month");
  await expect(summaryLine(page, "Total after trial")).toHaveText("$8");
  await expect(summaryLine(page, "Due today")).toHaveText("$0");
  await expect(page.getByRole("heading", { name: "Contact Info" })).toBeVisible();
  await expect(page.getByText("Powered by Creator Checkout")).toBeVisible();
});

test("keeps the summary open on a wide window, with no toggle", async ({ page }) => {
  await page.goto(`/${demo.membership.monthly}`);

  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByRole("button", { name: /summary/ })).toHaveCount(0);
});

test("a one-time option has no trial line and is due in full today", async ({ page }) => {
  await page.goto(`/${demo.pass.dayPass}`);

  await expect(page.getByRole("heading", { level: 1, name: demo.pass.title })).toBeVisible();
  await expect(page.getByText("Total after trial")).toHaveCount(0);
  await expect(summaryLine(page, "Due today")).toHaveText("¥3,000");
});

// A claim in the address is spent signing the buyer in (docs/decisions/038): the creator link
// never hands it on, and leads to the creator's page as it is.
test("the creator link does not pass on the claim from the address", async ({ page }) => {
  await page.goto(`/${demo.membership.monthly}?claim=abc123`);

  await expect(page).not.toHaveURL(/claim=/);
  await expect(page.getByRole("link", { name: demo.publisherName })).toHaveAttribute(
    "href",
    "/@northwind",
  );
});

// docs/decisions/064: with a trial, the renewal line names the first charge, the trial's end.
for (const { option, trial } of [
  { option: demo.membership.monthly, trial: "14 days free" },
  { option: demo.membership.yearly, trial: "1 month for $1" },
]) {
  test(`a trial of ${trial} renews on the day it ends`, async ({ page }) => {
    await page.goto(`/${option}`);

    const summary = page.getByRole("region", { name: "Order summary" });
    const trialEnds = (await summary.getByText(/^Trial ends at /).textContent()) ?? "";
    const firstCharge = trialEnds.replace(/^Trial ends at /, "");
    expect(firstCharge).not.toBe("");
    await expect(summary.getByText(/^Renews on /)).toHaveText(`Renews on ${firstCharge}`);
  });
}
