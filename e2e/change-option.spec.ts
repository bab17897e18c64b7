import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { summaryLine } from "./support/summary-line";

test("changing the interval and option updates the totals and rewrites the address", async ({
  page,
}) => {
  const redirect = encodeURIComponent("https://northwind.example/thanks");
  await page.goto(
    `/${demo.membership.monthly}?utm_source=mail&claim=abc&foo=bar&redirect_url=${redirect}&utm_campaign=spring`,
  );
  await expect(page.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Annually" }).click();
  await expect(page.getByRole("tab", { name: "Annually" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("radio", { name: /Yearly/ }).check();

  await expect(page).toHaveURL(
    `/${demo.membership.yearly}?redirect_url=${redirect}&utm_campaign=spring&utm_source=mail`,
  );
  await expect(summaryLine(page, "Total after trial")).toHaveText("$80");
  await expect(summaryLine(page, "Due today")).toHaveText("$1");

  await page.getByRole("tab", { name: "Monthly" }).click();
  await page.getByRole("radio", { name: /Supporter/ }).check();

  await expect(page).toHaveURL(
    `/${demo.membership.supporter}?redirect_url=${redirect}&utm_campaign=spring&utm_source=mail`,
  );
  await expect(page.getByText("Total after trial")).toHaveCount(0);
  await expect(summaryLine(page, "Due today")).toHaveText("$20");
});

test("the tabs start on the interval of the option in the address", async ({ page }) => {
  await page.goto(`/${demo.membership.yearly}`);

  await expect(page.getByRole("tab", { name: "Annually" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
});

test("the arrow keys move between interval tabs", async ({ page }) => {
  await page.goto(`/${demo.membership.monthly}`);

  await page.getByRole("tab", { name: "Monthly" }).focus();
  await page.keyboard.press("ArrowRight");

  await expect(page.getByRole("tab", { name: "Annually" })).toBeFocused();
  await expect(page.getByRole("radio", { name: /Yearly/ })).toBeVisible();
});

test("the pay variant reads the option from product_option_id and keeps the conversation", async ({
  page,
}) => {
  await page.goto(`/pay/conv-42?product_option_id=${demo.pass.dayPass}&utm_medium=social`);
  await expect(summaryLine(page, "Due today")).toHaveText("¥3,000");

  await page.getByRole("radio", { name: /Weekend pass/ }).check();

  await expect(page).toHaveURL(`/${demo.pass.weekendPass}?conv_id=conv-42&utm_medium=social`);
  await expect(summaryLine(page, "Due today")).toHaveText("¥5,000");
});
