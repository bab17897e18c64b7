import { expectAccessible, expectFocusIndicators } from "./support/accessibility-checks";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import { expectSignedInAs } from "./support/sign-in";

// product.md §2: the header's icon and name, and Continue when no redirect applies, lead to the
// creator's public page, which lists what they sell (docs/decisions/086).

test("the header leads a signed-in buyer to the creator's page, and an option there back to its checkout", async ({
  page,
  signIn,
}) => {
  const email = await signIn(`/${demo.tipJar.coffee}`, "creator-page");
  await page.getByRole("link", { name: "Northwind Notes" }).click();

  // The claim the link carried is spent and gone from the address.
  await expect(page).toHaveURL(/\/@northwind$/);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Notes" })).toBeVisible();
  const membership = page.getByRole("region", { name: demo.membership.title });
  await expect(
    membership.getByRole("link", { name: /Monthly.*14 days free, then \$8 monthly/ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: demo.tipJar.title })).toContainText("CHF 5");
  expect(await page.locator("script").count()).toBe(0);
  await expectTargetsAndTextFit(page, "the creator's page");

  await page.getByRole("region", { name: demo.tipJar.title }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: demo.tipJar.title })).toBeVisible();
  await expectSignedInAs(page, email);
});

test("Continue without a redirect ends on the creator's page", async ({ page, signIn }) => {
  await signIn(`/${demo.tipJar.coffee}`, "creator-page-continue");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay CHF 5").click();
  await expect(thankYou(page)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/@northwind$/);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Notes" })).toBeVisible();
});

test("the creator's page has no accessibility violations, and an unknown creator a 404", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/@northwind");
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Notes" })).toBeVisible();
  await expectAccessible(page, "the creator's page at 320 px");
  await expectFocusIndicators(page, "the creator's page at 320 px");
  await expectTargetsAndTextFit(page, "the creator's page at 320 px");

  const missing = await page.goto("/@nobody-here");
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { name: "This creator's page doesn't exist" }),
  ).toBeVisible();
});

test("the creator's page offers its languages without script, and the choice stays for the checkout", async ({
  page,
}) => {
  await page.goto("/@northwind");
  const footer = page.getByRole("contentinfo");
  await footer.getByText("Language", { exact: true }).click();
  await footer.getByRole("link", { name: "Deutsch" }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("contentinfo")).toContainText("Bereitgestellt von Creator Checkout");
  await expect(page.getByText("Language", { exact: true })).toHaveCount(0);
  await page.getByRole("contentinfo").getByText("Sprache", { exact: true }).click();
  await expect(page.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
  expect(await page.locator("script").count()).toBe(0);
  await expectTargetsAndTextFit(page, "the creator's page in German, its languages open");

  await page.getByRole("region", { name: demo.tipJar.title }).getByRole("link").first().click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("contentinfo")).toContainText("Bereitgestellt von");
});
