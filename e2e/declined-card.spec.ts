import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  checkoutError,
  payButton,
  purchaseFailed,
  savedCard,
  testCards,
  thankYou,
} from "./support/payment";

test("a declined card says why, buys nothing, and the purchase is still on offer", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.pass.dayPass}`, "declined");
  await addCard(page, testCards.declined);

  await payButton(page, "Pay ¥3,000").click();

  await expect(checkoutError(page)).toContainText("Your card was declined.");
  await expect(checkoutError(page)).toContainText(purchaseFailed);
  await expect(thankYou(page)).toHaveCount(0);
  await expect(payButton(page, "Pay ¥3,000")).toBeEnabled();

  // No order was made: after a reload the pass is still for sale, with the card still saved.
  await page.reload();
  await expect(savedCard(page, "0002")).toBeChecked();
  await expect(payButton(page, "Pay ¥3,000")).toBeEnabled();
  await expect(checkoutError(page)).toHaveCount(0);
});

test("a declined card's error goes once the buyer picks another card, which pays", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.pass.dayPass}`, "declined-then-another");
  await addCard(page, testCards.declined);
  await addCard(page, testCards.visa);
  await savedCard(page, "0002").check();

  await payButton(page, "Pay ¥3,000").click();
  await expect(checkoutError(page)).toContainText("Your card was declined.");

  // The reason was about the card the buyer has just put aside.
  await savedCard(page, "4242").check();
  await expect(checkoutError(page)).toHaveCount(0);

  await payButton(page, "Pay ¥3,000").click();
  await expect(thankYou(page)).toBeVisible();
});
