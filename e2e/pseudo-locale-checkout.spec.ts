import type { Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { expectAllFromCatalog, inPseudoLocale } from "./support/pseudo-locale";

// What no language translates: the creator's own words (the product, its options, the
// creator's name), the required mark beside a question, and ISO 4217's currency codes, which
// the currency menu shows as they are in every language.
const CREATOR_WORDS = {
  allowed: [
    demo.publisherName,
    "NN",
    "Northwind Membership",
    "Monthly",
    "Yearly",
    "Supporter",
    "Tip jar",
    "A coffee",
    "Your own amount",
    "CHF",
    "USD",
    "EUR",
    "GBP",
  ],
};

async function expectTitleFromCatalog(page: Page) {
  await expect(page).toHaveTitle(/^\[.*\]$/);
}

test("a subscription with a trial: its summary and option list are all catalog words", async ({
  page,
}) => {
  await page.goto(inPseudoLocale(`/${demo.membership.monthly}`));
  const summary = page.locator(".checkout__summary");
  // The trial's headline and the totals under it, as a buyer sees them first.
  await expect(summary.locator(".headline__price")).toHaveText(/^\[.*\]$/);
  await expectAllFromCatalog(summary, CREATOR_WORDS);
  await expectTitleFromCatalog(page);
});

test("a donation with a custom amount: the amount's label and limits are catalog words", async ({
  page,
}) => {
  await page.goto(inPseudoLocale(`/${demo.tipJar.ownAmount}`));
  const summary = page.locator(".checkout__summary");
  await expect(summary.locator(".field__hint")).toHaveText(/^\[.*\]$/);
  await expectAllFromCatalog(summary, CREATOR_WORDS);
});

test("a gift's info card speaks from the catalog", async ({ page }) => {
  await page.goto(inPseudoLocale(`/${demo.membership.monthly}?gift=true`));
  const giftCard = page.locator("section.card").filter({ has: page.locator("textarea") });
  await expectAllFromCatalog(giftCard, CREATOR_WORDS);
});

test("the redeem page of a broken link speaks from the catalog", async ({ page }) => {
  await page.goto(inPseudoLocale("/@northwind/redeem-gift"));
  await expectAllFromCatalog(page.locator("main"), CREATOR_WORDS);
  await expectTitleFromCatalog(page);
});

test("a checkout that does not exist speaks from the catalog", async ({ page }) => {
  await page.goto(inPseudoLocale("/no-such-option"));
  await expectAllFromCatalog(page.locator("main"), CREATOR_WORDS);
});
