import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { watchAnalytics } from "./support/analytics";
import {
  createDemoKey,
  demoUsername,
  funnelFigures,
  openDashboardWithKey,
  publisherCommand,
  shownNumber,
  statTile,
} from "./support/dashboard";
import { demo } from "./support/demo-catalog";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  testCards,
  thankYou,
} from "./support/payment";
import { openCheckout, signInWithEmailCode, uniqueEmail } from "./support/sign-in";

const refusedKey = "This publisher key is not valid or has been revoked.";

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** The figures have been read: the range line says which days they cover. */
async function expectFigures(page: Page) {
  await expect(page.getByText(/days in UTC$/)).toBeVisible({ timeout: 20_000 });
}

test("a creator reads a buyer's visit, sign-in and payment on the dashboard", async ({
  browser,
  page,
  request,
}) => {
  // A whole purchase, a command of its own and the analytics queue's rounds: a busy machine
  // needs more than the usual minute.
  test.slow();
  // Other journeys on this server count too, so the figures are compared before and after.
  const { key } = await createDemoKey();
  const before = await funnelFigures(request, key);
  const supporterBefore =
    before.options.find((option) => option.product_option_id === demo.membership.supporter)
      ?.payments ?? 0;

  const buyer = await browser.newPage();
  const sent = watchAnalytics(buyer);
  await openCheckout(buyer, `/${demo.membership.supporter}`);
  await signInWithEmailCode(buyer, request, uniqueEmail("dashboard"));
  await answerRequiredQuestions(buyer);
  await addCard(buyer, testCards.visa);
  await payButton(buyer, "Pay $20").click();
  await expect(thankYou(buyer)).toBeVisible();
  // The buyer's page has told the checkout about all three steps.
  await sent.next("pay:page_view");
  await sent.next("pay:user_login");
  await sent.next("pay:user_payment");
  await buyer.close();

  await page.goto(`/dashboard/${demoUsername}`);
  await expect(page.getByRole("heading", { name: "Checkout dashboard" })).toBeVisible();
  await page.getByLabel("Publisher key").fill(key);
  await page.getByRole("button", { name: "Show the figures" }).click();
  await expectFigures(page);
  await expect(page.getByText(`${demo.publisherName} (${demoUsername})`)).toBeVisible();

  const shown = {
    views: await shownNumber(statTile(page, "Views")),
    signIns: await shownNumber(statTile(page, "Sign-ins")),
    payments: await shownNumber(statTile(page, "Payments")),
  };
  expect(shown.views).toBeGreaterThanOrEqual(before.totals.views + 1);
  expect(shown.signIns).toBeGreaterThanOrEqual(before.totals.sign_ins + 1);
  expect(shown.payments).toBeGreaterThanOrEqual(before.totals.payments + 1);
  // What the page shows is what the server counts, and nothing it does not.
  const after = await funnelFigures(request, key);
  expect(shown.views).toBeLessThanOrEqual(after.totals.views);
  expect(shown.payments).toBeLessThanOrEqual(after.totals.payments);

  const conversion = page.getByRole("table", { name: "Conversion by distinct session" });
  const paidSessions = conversion
    .getByRole("row", { name: /^Paid / })
    .getByRole("cell")
    .first();
  expect(await shownNumber(paidSessions)).toBeGreaterThanOrEqual(before.conversion.paid + 1);

  const perOption = page.getByRole("table", { name: "Views, sign-ins and payments per option" });
  const supporterRow = perOption.getByRole("row", { name: /Supporter/ });
  expect(await shownNumber(supporterRow.getByRole("cell").nth(2))).toBeGreaterThanOrEqual(
    supporterBefore + 1,
  );
  await expect(
    page.getByRole("img", { name: /Views, sign-ins and payments per day/ }),
  ).toBeVisible();
  await expect(page.getByText(/over \d+ sessions?$/)).toBeVisible();

  // The key stays for this tab: a reload shows the figures without asking again.
  await page.reload();
  await expectFigures(page);
  await expect(page.getByLabel("Publisher key")).toHaveCount(0);
});

test("the dashboard refuses to show anything without a valid key", async ({ page }) => {
  // Two commands of their own besides the page.
  test.slow();
  await page.goto(`/dashboard/${demoUsername}`);
  const keyField = page.getByLabel("Publisher key");
  await expect(keyField).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show the figures" }).click();
  await expect(keyField).toHaveAccessibleDescription(/Enter the publisher key\./);

  await keyField.fill("ccpk_this-is-not-a-key-anyone-was-ever-given-00");
  await page.getByRole("button", { name: "Show the figures" }).click();
  await expect(page.getByRole("alert")).toHaveText(refusedKey);
  await expect(page.getByText(/days in UTC$/)).toHaveCount(0);

  // A revoked key is refused the same way, however recently it worked.
  const { key, id } = await createDemoKey();
  await publisherCommand(["key", "revoke", id]);
  await keyField.fill(key);
  await page.getByRole("button", { name: "Show the figures" }).click();
  await expect(page.getByRole("alert")).toHaveText(refusedKey);
  await expect(page.getByRole("table")).toHaveCount(0);
});

test.describe("accessibility and layout", () => {
  test("the key form and the figures have no accessibility violations", async ({ page }) => {
    await page.goto(`/dashboard/${demoUsername}`);
    await expect(page.getByLabel("Publisher key")).toBeVisible();
    await expectNoViolations(page);

    const { key } = await createDemoKey();
    await openDashboardWithKey(page, key);
    await expectFigures(page);
    await page.getByText("The figures per day as a table").click();
    await expect(page.getByRole("table", { name: /per day/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("on a phone the figures fit the screen's width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { key } = await createDemoKey();
    await openDashboardWithKey(page, key);
    await expectFigures(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });
});
