import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  checkoutError,
  payButton,
  purchaseFailed,
  testCards,
  thankYou,
} from "./support/payment";

test("a card that asks for authentication pays once the buyer approves, not when they deny", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.pass.weekendPass}`, "three-d-secure");
  await addCard(page, testCards.needsAuthentication);
  const pay = payButton(page, "Pay ¥5,000");
  const authentication = page.getByRole("dialog", { name: "Confirm your payment" });

  await pay.click();
  await expect(authentication).toBeVisible();
  await expect(authentication).toContainText("¥5,000");
  await authentication.getByRole("button", { name: "Deny", exact: true }).click();

  await expect(authentication).toHaveCount(0);
  await expect(checkoutError(page)).toContainText(purchaseFailed);
  await expect(checkoutError(page)).toContainText("unable to authenticate your payment method");
  await expect(thankYou(page)).toHaveCount(0);

  // Trying again is a new attempt: this time the buyer approves.
  await pay.click();
  await expect(authentication).toBeVisible();
  await authentication.getByRole("button", { name: "Approve" }).click();

  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Your pass has been successfully activated.")).toBeVisible();
});
