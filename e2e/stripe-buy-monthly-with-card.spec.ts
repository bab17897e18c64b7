import { demo } from "./support/demo-catalog";
import {
  addCardDialog,
  answerRequiredQuestions,
  payButton,
  paymentCard,
  savedCard,
  thankYou,
} from "./support/payment";
import { expect, fillStripeCard, stripeTestCards, test } from "./support/stripe";

test("a buyer saves a card in Stripe's card form and pays $20 a month for the Supporter option", async ({
  page,
  signIn,
  stripe,
}) => {
  await signIn(`/${demo.membership.supporter}`, "stripe-supporter");
  await answerRequiredQuestions(page);

  // Stripe's card form says what is wrong under it, and Add Card waits for a whole card.
  await fillStripeCard(page, "4242 4242 4242 4241");
  const dialog = addCardDialog(page);
  const addCard = dialog.getByRole("button", { name: "Add Card" });
  await expect(dialog.getByText("Your card number is invalid.")).toBeVisible();
  await expect(addCard).toBeDisabled();
  const number = dialog.getByLabel("Credit or debit card number");
  await number.clear();
  await number.pressSequentially(stripeTestCards.visa);
  await expect(dialog.getByText("Your card number is invalid.")).toHaveCount(0);

  await addCard.click();
  await expect(dialog).toHaveCount(0);
  await expect(savedCard(page, "4242")).toBeChecked();
  await expect(paymentCard(page).getByText("Expires 12/34")).toBeVisible();

  await payButton(page, "Pay $20").click();

  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Your subscription has been successfully activated.")).toBeVisible();

  // Stripe.js made the PaymentMethod with the publishable key, and the server charged that one.
  expect(stripe.paymentMethodsMade).toHaveLength(1);
  const [made = ""] = stripe.paymentMethodsMade;
  const making = (await stripe.requests()).filter(
    (each) => each.path === "/v1/payment_methods" && each.form.key,
  );
  expect(making.at(-1)?.form).toMatchObject({ key: "pk_test_e2eStandInOnly", type: "card" });
  expect(await stripe.paymentIntentsCharging(made)).toEqual([
    expect.objectContaining({ amount: "2000", currency: "usd", confirm: "true" }),
  ]);
});
