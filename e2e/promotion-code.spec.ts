import type { Page } from "@playwright/test";
import { daysLater, runDueBilling } from "./support/billing";
import { demo } from "./support/demo-catalog";
import { createCoupon, uniqueCode } from "./support/discounts";
import { expect, test } from "./support/fixtures";
import { giftPath, redeemLinkFor } from "./support/gifts";
import { pageNews } from "./support/keyboard";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import {
  addCard,
  answerRequiredQuestions,
  historyRow,
  payButton,
  paymentCard,
  testCards,
  thankYou,
} from "./support/payment";
import { readMessage, uniqueEmail } from "./support/sign-in";
import { summaryLine } from "./support/summary-line";

const REFUSED = "This code can't be used for this purchase.";

/** The order summary's line for an applied code, by the code. */
function codeLine(page: Page, code: string) {
  return page.locator(".line-item").filter({ has: page.locator("dt", { hasText: code }) });
}

test("a code in the address takes 20% off the Supporter option for three months of payments", async ({
  page,
  request,
  signIn,
}) => {
  const code = uniqueCode("three-months");
  await createCoupon(code, [
    "--percent-off",
    "20",
    "--duration",
    "repeating",
    "--months",
    "3",
    "--options",
    demo.membership.supporter,
  ]);
  const email = await signIn(
    `/${demo.membership.supporter}?utm_source=news&coupon=${code.toLowerCase()}`,
    "code-in-address",
  );

  await expect(codeLine(page, code)).toContainText("−$4");
  await expect(codeLine(page, code)).toContainText("for 3 months");
  await expect(summaryLine(page, "Due today")).toHaveText("$16");
  await expect(page).toHaveURL(new RegExp(`[?&]coupon=${code.toLowerCase()}(&|$)`));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) await page.getByRole("button", { name: "Show summary" }).click();
    await expect(codeLine(page, code)).toBeVisible();
    await expectTargetsAndTextFit(page, `${width} px, a code applied`);
  }

  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $16").click();
  await expect(thankYou(page)).toBeVisible();
  await expect(summaryLine(page, "Paid today")).toHaveText("$16");
  // Paid: the code stays in the summary, and can no longer be removed.
  await expect(codeLine(page, code)).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${code}` })).toHaveCount(0);
  const receipt = await readMessage(request, email, /^Your receipt from Northwind Notes$/);
  expect(receipt.body).toContain("Amount paid: $16");

  // The creator runs billing a month, two and three months on: two more payments at $16, then $20.
  for (const days of [32, 63, 94]) await runDueBilling(daysLater(days));
  await page.goto(`/${demo.membership.supporter}`);
  await expect(historyRow(page, /Supporter\s*Renewal\s*\$16\s*Paid/)).toHaveCount(2);
  await expect(historyRow(page, /Supporter\s*Renewal\s*\$20\s*Paid/)).toHaveCount(1);
});

test("a typed code: a wrong one gets the one sentence, a right one applies, Remove takes it off", async ({
  page,
  signIn,
}) => {
  const code = uniqueCode("coffee");
  await createCoupon(code, ["--percent-off", "10"]);
  await signIn(`/${demo.tipJar.coffee}`, "typed-code");
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 5");

  await page.getByRole("button", { name: "Add promotion code" }).click();
  const field = page.getByLabel("Promotion code");
  await expect(field).toBeFocused();
  await field.fill("NO-SUCH-CODE");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: REFUSED })).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 5");

  await field.fill(code.toLowerCase());
  await field.press("Enter");
  await expect(codeLine(page, code)).toContainText("−CHF 0.50");
  await expect(pageNews(page)).toHaveText(`${code} applied: 10% off.`);
  await expect(page.getByRole("button", { name: `Remove ${code}` })).toBeFocused();
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 4.50");
  await expect(page).toHaveURL(new RegExp(`\\?coupon=${code}$`));
  // Nothing stale: the field and its refusal are gone.
  await expect(field).toHaveCount(0);
  await expect(page.getByText(REFUSED)).toHaveCount(0);

  await page.getByRole("button", { name: `Remove ${code}` }).click();
  await expect(codeLine(page, code)).toHaveCount(0);
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 5");
  await expect(page.getByRole("button", { name: "Add promotion code" })).toBeFocused();
  await expect(page).toHaveURL(`/${demo.tipJar.coffee}`);

  await page.getByRole("button", { name: "Add promotion code" }).click();
  await page.getByLabel("Promotion code").fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 4.50");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay CHF 4.50").click();
  await expect(thankYou(page)).toBeVisible();
  await expect(summaryLine(page, "Paid today")).toHaveText("CHF 4.50");
});

test("a code that takes the whole of a pass needs no card", async ({ page, signIn }) => {
  const code = uniqueCode("free-pass");
  await createCoupon(code, ["--percent-off", "100", "--options", demo.pass.dayPass]);
  await signIn(`/${demo.pass.dayPass}?coupon=${code}`, "free-pass");

  await expect(codeLine(page, code)).toContainText("−¥3,000");
  await expect(summaryLine(page, "Due today")).toHaveText("¥0");
  await expect(paymentCard(page).getByText("Add a card to pay.")).toBeVisible();
  await payButton(page, "Pay ¥0").click();
  await expect(thankYou(page)).toBeVisible();
  await expect(summaryLine(page, "Paid today")).toHaveText("¥0");
});

test("a code in the address that does not apply shows in the field with the one sentence", async ({
  page,
  signIn,
}) => {
  const code = uniqueCode("monthly-only");
  await createCoupon(code, ["--percent-off", "50", "--options", demo.membership.monthly]);
  await signIn(`/${demo.membership.supporter}?coupon=${code}`, "refused-address-code");

  await expect(page.getByLabel("Promotion code")).toHaveValue(code);
  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(summaryLine(page, "Due today")).toHaveText("$20");
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await expect(payButton(page, "Pay $20")).toBeEnabled();

  await page.getByRole("button", { name: "Remove code" }).click();
  await expect(page.getByLabel("Promotion code")).toHaveCount(0);
  await expect(page.getByText(REFUSED)).toHaveCount(0);
  await expect(page).toHaveURL(`/${demo.membership.supporter}`);
  await expect(page.getByRole("button", { name: "Add promotion code" })).toBeFocused();
});

test("a gift takes a code too: a fixed amount that covers the month is given without a card", async ({
  page,
  request,
  signIn,
}) => {
  const code = uniqueCode("gift-month");
  await createCoupon(code, ["--amount-off", "USD:800", "--options", demo.membership.monthly]);
  await signIn(`${giftPath}&coupon=${code}`, "gift-with-code");

  // A gift is one term, taken off once: no length beside the line.
  await expect(codeLine(page, code)).toContainText("−$8");
  await expect(codeLine(page, code)).not.toContainText("for ");
  await expect(summaryLine(page, "Due today")).toHaveText("$0");
  const friendEmail = uniqueEmail("gift-with-code-friend");
  await page.getByLabel("Your name").fill("Ada");
  await page.getByLabel("Recipient's name").fill("Grace");
  await page.getByLabel("Recipient's email").fill(friendEmail);
  await payButton(page, "Pay $0").click();
  await expect(thankYou(page)).toBeVisible();
  await expect(
    page.getByText("Your gift is paid. We'll e-mail Grace a link to redeem it."),
  ).toBeVisible();
  await expect(summaryLine(page, "Paid today")).toHaveText("$0");
  await redeemLinkFor(request, friendEmail);
});
