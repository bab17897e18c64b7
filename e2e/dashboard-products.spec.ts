import { randomBytes } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility-checks";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit, onAPhone } from "./support/layout-checks";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import {
  readCode,
  SIGN_IN_TIMEOUT,
  signInWithEmailCode,
  typeCode,
  uniqueEmail,
} from "./support/sign-in";

// A creator opens a store, makes its first product in the dashboard, a buyer buys it from the
// creator's page, and the creator changes the price of what was sold (docs/decisions/171, 174).

async function openAStore(page: Page, request: Parameters<typeof readCode>[0]) {
  const email = uniqueEmail("maker");
  const username = `pots-${randomBytes(4).toString("hex")}`;
  await page.goto("/dashboard");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByRole("button", { name: "Open the store" }).click();
  await expect(page.getByText(`Enter the verification code sent to ${email}.`)).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  await typeCode(page, await readCode(request, email));
  await expect(page.getByText("Signed in as Owner")).toBeVisible();
  return username;
}

const option = (form: Locator, n: number) =>
  form.getByRole("group", { name: `Option ${n}`, exact: true });

/** The first product, from the guide's link: a monthly plan with a free week, and a yearly one. */
async function makeTheFirstProduct(page: Page) {
  await page
    .getByRole("region", { name: "Your first product" })
    .getByRole("link", { name: "Products" })
    .click();
  await page.getByRole("button", { name: "New product" }).click();
  const form = page.getByRole("region", { name: "New product" });
  await form.getByLabel("Product title").fill("Pottery Club");
  const monthly = option(form, 1);
  await monthly.getByLabel("Option title").fill("Monthly");
  await monthly.getByLabel("Amount", { exact: true }).fill("12.5.0");
  await form.getByRole("button", { name: "Save the product" }).click();
  // Refused before anything is sent, beside the field, in words a person can act on.
  await expect(monthly.getByLabel("Amount", { exact: true })).toHaveAccessibleDescription(
    "Enter an amount such as 5.00.",
  );
  await expectAccessible(page, "the product form with an error");
  await monthly.getByLabel("Amount", { exact: true }).fill("12");
  await expect(form.getByText("Enter an amount such as 5.00.")).toHaveCount(0);
  await monthly.getByLabel("Trial", { exact: true }).selectOption("free");
  await monthly.getByLabel("Trial length").fill("7");
  await monthly.getByRole("button", { name: "Add a price in another currency" }).click();
  await monthly.getByLabel("Amount in EUR").fill("11");
  await form.getByRole("button", { name: "Add an option" }).click();
  const yearly = option(form, 2);
  await yearly.getByLabel("Option title").fill("Yearly");
  await yearly.getByLabel("Billing").selectOption("year");
  await yearly.getByLabel("Amount", { exact: true }).fill("120");
  const languages = form.getByRole("group", { name: "Titles in other languages" });
  await languages.getByLabel("Language to add").selectOption("de");
  await languages.getByRole("button", { name: "Add the language" }).click();
  await languages.getByLabel("Product title in Deutsch").fill("Töpferklub");
  // What is typed there is German, and said so to a screen reader (WCAG 3.1.2).
  await expect(languages.getByLabel("Product title in Deutsch")).toHaveAttribute("lang", "de");
  await languages.getByLabel("Monthly in Deutsch").fill("Monatlich");
  await onAPhone(page, () => expectTargetsAndTextFit(page, "the product form on a phone"));
  await form.getByRole("button", { name: "Save the product" }).click();
  const card = page.getByRole("region", { name: "Pottery Club" });
  await expect(card).toContainText("Monthly: $12 every month · 7 days free · also in EUR");
  await expect(card).toContainText("Yearly: $120 every year");
  await expect(form).toHaveCount(0);
}

/** A buyer, in a browser of their own, buys the yearly plan from the creator's page. */
async function buyTheYearlyPlan(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/@${username}`);
  const club = page.getByRole("region", { name: "Pottery Club" });
  await club.getByRole("link", { name: /Yearly/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pottery Club" })).toBeVisible();
  const { request } = context;
  await signInWithEmailCode(page, request, uniqueEmail("potter"));
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $120").click();
  await expect(thankYou(page)).toBeVisible();
  await context.close();
}

test("a new creator makes a product in the dashboard, a buyer buys it, and the sold option keeps how it bills while its price changes", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const username = await openAStore(page, request);
  await makeTheFirstProduct(page);
  await buyTheYearlyPlan(browser, String(baseURL), username);

  // The sale is in the creator's orders, and the guide is gone now that the store sells.
  await page.reload();
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Orders" })
    .click();
  await expect(page.getByRole("cell", { name: "$120" }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Your first product" })).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Products" })
    .click();
  await page.getByRole("button", { name: "Edit Pottery Club" }).click();
  const form = page.getByRole("region", { name: "Edit Pottery Club" });
  const yearly = option(form, 2);
  await expect(yearly.getByLabel("Billing")).toBeDisabled();
  await expect(yearly.getByLabel("Billing")).toHaveAccessibleDescription(/Bought already/);
  await expect(yearly.getByRole("button", { name: "Remove Yearly" })).toHaveCount(0);
  await expect(form.getByLabel("Kind")).toBeDisabled();
  await yearly.getByLabel("Amount", { exact: true }).fill("150");
  await yearly.getByRole("button", { name: "Move up Yearly" }).click();
  await expect(option(form, 1).getByLabel("Option title")).toHaveValue("Yearly");
  await form.getByRole("button", { name: "Save the product" }).click();
  const card = page.getByRole("region", { name: "Pottery Club" });
  // Its subscriber still renews at what they bought, which the card counts.
  await expect(card.getByRole("listitem").first()).toHaveText(
    "Yearly: $150 every year · 1 subscriber pays an older priceMove them to this price",
  );
  await expectTargetsAndTextFit(page, "the products");
  // Each option links to its checkout page, which shows the new price at once.
  await card.getByRole("link", { name: "Yearly" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pottery Club" })).toBeVisible();
  await expect(page.getByText("$150").first()).toBeVisible();
  // A buyer reading German sees the titles the creator gave in German, the rest as written.
  await page.goto(`/@${username}?locale=de`);
  const german = page.getByRole("region", { name: "Töpferklub" });
  await expect(german.getByRole("link", { name: /Monatlich/ })).toBeVisible();
  await expect(german.getByRole("link", { name: /Yearly/ })).toBeVisible();
});
