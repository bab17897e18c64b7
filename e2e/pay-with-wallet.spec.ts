import type { Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  answerRequiredQuestions,
  checkoutError,
  payButton,
  paymentCard,
  purchaseFailed,
  savedCard,
  thankYou,
} from "./support/payment";

function walletButton(page: Page) {
  return paymentCard(page).getByRole("button", { name: "Pay with test wallet" });
}

function walletSheet(page: Page) {
  return page.getByRole("dialog", { name: "Test wallet" });
}

test("a buyer with no saved card pays the Supporter option with the wallet", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.membership.supporter}`, "wallet");
  await expect(paymentCard(page).getByText("Add a card to pay.")).toBeVisible();

  // The wallet buys what the pay button would, so it waits for the same required answers.
  await expect(walletButton(page)).toBeDisabled();
  await answerRequiredQuestions(page);
  await walletButton(page).click();

  // product.md §7's wallet request: the product's title and the amount due today.
  const sheet = walletSheet(page);
  await expect(sheet.getByText(demo.membership.title)).toBeVisible();
  await expect(sheet.getByText("$20", { exact: true })).toBeVisible();
  await sheet.getByRole("button", { name: "Pay $20" }).click();

  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Your subscription has been successfully activated.")).toBeVisible();
  await expect(walletSheet(page)).toHaveCount(0);

  // The wallet's card was saved as a payment method, made the default, and paid.
  await page.reload();
  await expect(savedCard(page, "4242")).toBeChecked();
  await expect(paymentCard(page).getByText(/from your wallet/)).toBeVisible();
  await expect(paymentCard(page).getByText("DEFAULT", { exact: true })).toBeVisible();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();
  await expect(walletButton(page)).toBeDisabled();
});

test("a wallet card that is declined: the sheet says so, the red box says why, nothing is bought", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.pass.dayPass}`, "wallet-declined");
  await walletButton(page).click();

  const sheet = walletSheet(page);
  await sheet.getByLabel("Visa ending in 0002 (declined)").check();
  await sheet.getByRole("button", { name: "Pay ¥3,000" }).click();

  await expect(sheet.getByText("Payment not completed")).toBeVisible();
  await sheet.getByRole("button", { name: "Done" }).click();
  await expect(walletSheet(page)).toHaveCount(0);
  await expect(checkoutError(page)).toContainText("Your card was declined.");
  await expect(checkoutError(page)).toContainText(purchaseFailed);
  await expect(thankYou(page)).toHaveCount(0);

  // The pass is still for sale, now with the wallet's card saved to try again or replace.
  await page.reload();
  await expect(savedCard(page, "0002")).toBeChecked();
  await expect(payButton(page, "Pay ¥3,000")).toBeEnabled();
  await expect(walletButton(page)).toBeEnabled();
});

test("a wallet card that asks for 3-D Secure: the sheet closes, the bank's step opens, and approving pays", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.coffee}`, "wallet-3ds");
  await walletButton(page).click();

  const sheet = walletSheet(page);
  await sheet.getByLabel(/Visa ending in 3155/).check();
  await sheet.getByRole("button", { name: "Pay CHF 5" }).click();

  // The bank's window never opens under the wallet's sheet.
  const authentication = page.getByRole("dialog", { name: "Confirm your payment" });
  await expect(authentication).toBeVisible();
  await expect(walletSheet(page)).toHaveCount(0);
  await authentication.getByRole("button", { name: "Approve" }).click();

  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Your payment was successfully processed.")).toBeVisible();
});
