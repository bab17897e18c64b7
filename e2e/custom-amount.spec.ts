import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { summaryLine } from "./support/summary-line";

test("an amount below the minimum is replaced by the minimum", async ({ page }) => {
  await page.goto(`/${demo.tipJar.ownAmount}?gift=true&foo=bar`);
  const amount = page.getByLabel("Amount", { exact: true });
  await expect(amount).toHaveValue("1.00");

  await amount.fill("0.50");
  await page.keyboard.press("Tab");

  await expect(amount).toHaveValue("1.00");
  await expect(page).toHaveURL(`/${demo.tipJar.ownAmount}?gift=true&custom_price=100`);
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 1");
});

test("an amount above the maximum is replaced by the maximum, which the field names", async ({
  page,
}) => {
  await page.goto(`/${demo.tipJar.ownAmount}`);
  const amount = page.getByLabel("Amount", { exact: true });
  await expect(amount).toHaveAccessibleDescription(/maximum CHF 10,000/);

  await amount.fill("21474836.47");
  await amount.press("Enter");

  await expect(amount).toHaveValue("10000.00");
  await expect(page).toHaveURL(`/${demo.tipJar.ownAmount}?custom_price=1000000`);
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 10,000");
});

test("a chosen amount is due today and travels in the address as minor units", async ({ page }) => {
  await page.goto(`/${demo.tipJar.ownAmount}`);
  const amount = page.getByLabel("Amount", { exact: true });

  await amount.fill("12.5");
  await amount.press("Enter");

  await expect(amount).toHaveValue("12.50");
  await expect(page).toHaveURL(`/${demo.tipJar.ownAmount}?custom_price=1250`);
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 12.50");
});

test("an amount from the address is shown, and choosing a fixed price drops it", async ({
  page,
}) => {
  await page.goto(`/${demo.tipJar.ownAmount}?custom_price=700`);
  await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("7.00");

  await page.getByRole("radio", { name: /A coffee/ }).check();

  await expect(page).toHaveURL(`/${demo.tipJar.coffee}`);
  await expect(page.getByLabel("Amount", { exact: true })).toHaveCount(0);
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 5");
});

test("an amount from the address off the 0.05 step is shown as it will be charged", async ({
  page,
}) => {
  await page.goto(`/${demo.tipJar.ownAmount}?custom_price=1233`);

  await expect(page.getByLabel("Amount", { exact: true })).toHaveValue("12.35");
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 12.35");
});
