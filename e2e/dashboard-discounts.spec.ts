import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { createPublisherKey } from "./support/claims";
import { openDashboardWithKey } from "./support/dashboard";
import { demo } from "./support/demo-catalog";
import { buyWithCode } from "./support/discounts";
import { expect, test } from "./support/fixtures";
import { expectFocusNotLost, pageNews } from "./support/keyboard";
import { expectTargetsAndTextFit } from "./support/layout-checks";

// A key made by the real command, a coupon, a purchase through the API and the dashboard read
// again: more than the usual minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function openDiscounts(page: Page, key: string) {
  await openDashboardWithKey(page, key);
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Discounts" })
    .click();
  await expect(page.getByRole("link", { name: "Discounts" })).toHaveAttribute(
    "aria-current",
    "page",
  );
}

/** The coupon's card, found by its name as its heading says it. */
function couponCard(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

function codeRow(card: Locator, code: string): Locator {
  return card
    .getByRole("row")
    .filter({ has: card.page().getByRole("rowheader", { name: code, exact: true }) });
}

test("a creator makes a coupon with a code, adds a generated one, deactivates it, and sees a buyer's redemption counted", async ({
  page,
  request,
}) => {
  const suffix = randomBytes(3).toString("hex").toUpperCase();
  const name = `Spring ${suffix}`;
  const code = `SPRING-${suffix}`;
  await page.setViewportSize(desktop);
  await openDiscounts(page, await createPublisherKey());
  await expect(page.getByRole("button", { name: "Make a coupon" })).toBeVisible();

  await page.getByRole("button", { name: "Make a coupon" }).click();
  const dialog = page.getByRole("dialog", { name: "Make a coupon" });
  // What cannot be read is said beside its field, and focus goes there.
  await dialog.getByRole("button", { name: "Make the coupon" }).click();
  await expect(dialog.getByLabel("Percent off")).toBeFocused();
  await expect(
    dialog.getByText("Enter a percentage from 0.01 to 100, such as 20 or 12.5."),
  ).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Percent off").fill("20");
  await dialog.getByRole("radio", { name: "For a number of months" }).check();
  await dialog.getByLabel("Months", { exact: true }).fill("3");
  await dialog.getByLabel("Limit of redemptions").fill("50");
  await dialog.getByRole("checkbox", { name: "Every option" }).uncheck();
  await dialog.getByRole("checkbox", { name: "Tip jar · A coffee" }).check();
  await dialog.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await expectNoViolations(page);
  await page.setViewportSize(phone);
  await expectTargetsAndTextFit(page, "the coupon's dialog at 390 px");
  await page.setViewportSize(desktop);
  // A double press makes one coupon, and one of Generate one code.
  const made: string[] = [];
  page.on("request", (sent) => {
    if (
      sent.method() === "POST" &&
      /\/api\/publisher\/coupons(\/[^/]+\/codes)?$/.test(sent.url())
    ) {
      made.push(new URL(sent.url()).pathname);
    }
  });
  await dialog.getByRole("button", { name: "Make the coupon" }).dblclick();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Make a coupon" })).toBeFocused();
  await expect(pageNews(page)).toHaveText(`${name} is made, with the code ${code}.`);
  const card = couponCard(page, name);
  await expect(card.getByText("20% off, for 3 months. Redeemed 0 of 50 times.")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText(["On Tip jar · A coffee"]);
  await expect(codeRow(card, code)).toContainText("Active");

  // The same code again is refused beside the field that holds it.
  await card.getByLabel("New code").fill(code);
  await card.getByRole("button", { name: `Add this code to ${name}` }).click();
  await expect(card.getByRole("alert")).toHaveText(
    `You already have a code ${code}; pick another.`,
  );

  await card.getByRole("button", { name: `Generate a code for ${name}` }).dblclick();
  const codes = card.getByRole("table", { name: `Codes of ${name}` });
  await expect(codes.getByRole("row")).toHaveCount(3);
  const generated =
    (await codes.getByRole("rowheader").filter({ hasNotText: code }).textContent())?.trim() ?? "";
  expect(generated).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/);
  await expect(pageNews(page)).toHaveText(`${generated} is added to ${name}.`);
  expect(made.filter((path) => path.endsWith("/coupons"))).toHaveLength(1);
  expect(made.filter((path) => path.endsWith("/codes"))).toHaveLength(2);

  await codeRow(card, generated)
    .getByRole("button", { name: `Deactivate ${generated}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Deactivate this code" });
  await expect(confirm).toContainText(`No new purchase can use ${generated}.`);
  await confirm.getByRole("button", { name: "Deactivate the code" }).click();
  await expect(confirm).toBeHidden();
  await expect(codeRow(card, generated)).toContainText("Deactivated");
  await expect(pageNews(page)).toHaveText(`${generated} is deactivated.`);
  await expect(card.getByRole("button", { name: `Activate ${generated}` })).toBeFocused();
  await expectFocusNotLost(page);

  // The name, redeem-by day and limit change here; what it takes off has its own form.
  const lastDay = `${new Date().getUTCFullYear() + 1}-12-31`;
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit the coupon" });
  await edit.getByLabel("Limit of redemptions").fill("0");
  await edit.getByRole("button", { name: "Save the coupon" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Enter a whole number from 1 to 1,000,000,000.");
  await edit.getByLabel("Limit of redemptions").fill("40");
  await edit.getByLabel("Redeem by").fill(lastDay);
  await edit.getByRole("button", { name: "Save the coupon" }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByRole("button", { name: `Edit ${name}` })).toBeFocused();
  await expect(pageNews(page)).toHaveText(`${name} is saved.`);
  await expect(card.getByText("20% off, for 3 months. Redeemed 0 of 40 times.")).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText([
    `Usable until ${lastDay} 23:59 UTC`,
    "On Tip jar · A coffee",
  ]);

  // Unused, its terms may still change, in the form that made it.
  await card.getByRole("button", { name: `Change its terms of ${name}` }).click();
  const terms = page.getByRole("dialog", { name: "Change the coupon's terms" });
  await expect(terms.getByLabel("Limit of redemptions")).toHaveValue("40");
  await terms.getByLabel("Percent off").fill("25");
  await terms.getByRole("button", { name: "Save the terms" }).click();
  await expect(terms).toBeHidden();
  await expect(pageNews(page)).toHaveText(`${name} has its new terms.`);
  await expect(card.getByText("25% off, for 3 months. Redeemed 0 of 40 times.")).toBeVisible();

  const order = await buyWithCode(request, { optionId: demo.tipJar.coffee, promotionCode: code });
  expect(order).toMatchObject({ status: "paid", amount: 375, currency: "CHF" });

  await page.reload();
  await expect(card.getByText("25% off, for 3 months. Redeemed 1 of 40 times.")).toBeVisible();
  // Once used, its terms stay as its buyer had them.
  await expect(card.getByRole("button", { name: `Change its terms of ${name}` })).toHaveCount(0);
  await expect(codeRow(card, code).getByRole("cell").first()).toHaveText("1");
  await expect(codeRow(card, generated).getByRole("cell").first()).toHaveText("0");
  await expectNoViolations(page);
  await expectTargetsAndTextFit(page, "Discounts at 1280 px");
  await page.setViewportSize(phone);
  await expectTargetsAndTextFit(page, "Discounts at 390 px");
});
