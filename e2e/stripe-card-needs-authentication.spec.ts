import { demo } from "./support/demo-catalog";
import {
  addCardDialog,
  checkoutError,
  payButton,
  purchaseFailed,
  savedCard,
  thankYou,
} from "./support/payment";
import { expect, fillStripeCard, stripeTestCards, test, threeDSecure } from "./support/stripe";

test("a Stripe card that asks for 3-D Secure pays once the buyer approves, not when they deny", async ({
  page,
  signIn,
  stripe,
}) => {
  await signIn(`/${demo.pass.weekendPass}`, "stripe-three-d-secure");
  await fillStripeCard(page, stripeTestCards.needsAuthentication);
  await addCardDialog(page).getByRole("button", { name: "Add Card" }).click();
  await expect(savedCard(page, "3184")).toBeChecked();
  const pay = payButton(page, "Pay ¥5,000");
  const bank = threeDSecure(page);

  await pay.click();
  await expect(bank).toBeVisible();
  await expect(bank).toContainText("¥5,000");
  await bank.getByRole("button", { name: "Deny" }).click();

  await expect(bank).toHaveCount(0);
  await expect(checkoutError(page)).toContainText(purchaseFailed);
  await expect(checkoutError(page)).toContainText("unable to authenticate your payment method");
  await expect(thankYou(page)).toHaveCount(0);

  // Trying again is a new attempt: this time the buyer approves.
  await pay.click();
  await expect(bank).toBeVisible();
  await bank.getByRole("button", { name: "Approve" }).click();

  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Your pass has been successfully activated.")).toBeVisible();
  const [made = ""] = stripe.paymentMethodsMade;
  expect(await stripe.paymentIntentsCharging(made)).toEqual([
    expect.objectContaining({ amount: "5000", currency: "jpy", use_stripe_sdk: "true" }),
    expect.objectContaining({ amount: "5000", currency: "jpy", use_stripe_sdk: "true" }),
  ]);
});
