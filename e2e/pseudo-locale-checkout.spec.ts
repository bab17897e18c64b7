import type { Locator, Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";

// In the pseudo-locale every catalog word is accented and wrapped in [brackets]
// (docs/decisions/106): whatever else a screen shows is a word the catalog does not have yet,
// unless it is one of these, which no language translates.
const NOT_TRANSLATED: readonly RegExp[] = [
  // The creator's own words: the product, its options and the creator's name.
  new RegExp(`^(${demo.publisherName}|NN)$`),
  /^(Northwind Membership|Monthly|Yearly|Supporter|Tip jar|A coffee|Your own amount)$/,
  // Amounts, and the currency before the custom amount's field.
  /^([$€£¥]|CHF)?\s?[\d.,]*$/,
  // The required mark beside a question.
  /^\*$/,
];

/** Visible text and labels under `scope` that came from neither a catalog nor the list above. */
async function wordsNotFromCatalog(scope: Locator): Promise<string[]> {
  const texts = await scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (text !== "" && node.parentElement?.checkVisibility()) found.push(text);
    }
    for (const element of Array.from(root.querySelectorAll("[aria-label], [placeholder], [alt]"))) {
      for (const name of ["aria-label", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return texts.filter(
    (text) => !/^\[.*\]$/s.test(text) && !NOT_TRANSLATED.some((allowed) => allowed.test(text)),
  );
}

async function expectAllFromCatalog(scope: Locator, screen: string) {
  await expect(scope.first()).toBeVisible();
  for (const part of await scope.all()) {
    expect(await wordsNotFromCatalog(part), `${screen}: words not from the catalog`).toEqual([]);
  }
}

async function expectTitleFromCatalog(page: Page) {
  await expect(page).toHaveTitle(/^\[.*\]$/);
}

const pseudo = (path: string) => `${path}${path.includes("?") ? "&" : "?"}locale=en-XA`;

test("a subscription with a trial: its summary and option list are all catalog words", async ({
  page,
}) => {
  await page.goto(pseudo(`/${demo.membership.monthly}`));
  const summary = page.locator(".checkout__summary");
  // The trial's headline and the totals under it, as a buyer sees them first.
  await expect(summary.locator(".headline__price")).toHaveText(/^\[.*\]$/);
  await expectAllFromCatalog(summary, "trial subscription");
  await expectTitleFromCatalog(page);
});

test("a donation with a custom amount: the amount's label and limits are catalog words", async ({
  page,
}) => {
  await page.goto(pseudo(`/${demo.tipJar.ownAmount}`));
  const summary = page.locator(".checkout__summary");
  await expect(summary.locator(".field__hint")).toHaveText(/^\[.*\]$/);
  await expectAllFromCatalog(summary, "custom amount");
});

test("a gift's info card speaks from the catalog", async ({ page }) => {
  await page.goto(pseudo(`/${demo.membership.monthly}?gift=true`));
  const giftCard = page.locator("section.card").filter({ has: page.locator("textarea") });
  await expectAllFromCatalog(giftCard, "gift info");
});

test("the redeem page of a broken link speaks from the catalog", async ({ page }) => {
  await page.goto(pseudo("/@northwind/redeem-gift"));
  await expectAllFromCatalog(page.locator("main"), "redeem page");
  await expectTitleFromCatalog(page);
});

test("a checkout that does not exist speaks from the catalog", async ({ page }) => {
  await page.goto(pseudo("/no-such-option"));
  await expectAllFromCatalog(page.locator("main"), "not found");
});
