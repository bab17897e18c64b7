import { demo } from "./support/demo-catalog";
import { answerRequiredQuestions, paymentCard, thankYou } from "./support/payment";
import { expect, test } from "./support/stripe";

test("a buyer with no saved card pays the Supporter option with the wallet Stripe offers", async ({
  page,
  signIn,
  stripe,
}) => {
  await signIn(`/${demo.membership.supporter}`, "stripe-wallet");
  await expect(paymentCard(page).getByText("Add a card to pay.")).toBeVisible();
  const walletButton = paymentCard(page).getByRole("button", { name: "Pay with Google Pay" });

  await expect(walletButton).toBeDisabled();
  await answerRequiredQuestions(page);
  await walletButton.click();

  // product.md §7's wallet request: the product's title and the amount due today.
  const sheet = page.getByRole("dialog", { name: "Google Pay" });
  await expect(sheet).toContainText(`${demo.membership.title}: $20.00`);
  await sheet.getByRole("button", { name: "Pay" }).click();

  await expect(sheet.getByRole("status")).toHaveText("Payment successful");
  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Your subscription has been successfully activated.")).toBeVisible();
  await expect(sheet).toHaveCount(0);

  // The wallet's PaymentMethod was saved and charged for the amount the sheet showed.
  expect(stripe.paymentMethodsMade).toHaveLength(1);
  const [made = ""] = stripe.paymentMethodsMade;
  expect(await stripe.paymentIntentsCharging(made)).toEqual([
    expect.objectContaining({ amount: "2000", currency: "usd" }),
  ]);
});
