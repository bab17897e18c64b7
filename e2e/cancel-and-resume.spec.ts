import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  subscriptionCard,
  testCards,
  thankYou,
} from "./support/payment";

test("a subscriber cancels at the end of the period, then resumes before it ends", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.membership.supporter}`, "cancel-resume");
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();

  const card = subscriptionCard(page);
  await expect(card.getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(card.getByText(/You keep access until .+; nothing more is charged/)).toBeVisible();
  await card.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(
    card.getByText(/^Canceled\. You keep access until .+, and nothing more is charged\.$/),
  ).toBeVisible();
  // Access lasts until the period ends: the buyer still holds the option.
  await expect(payButton(page, "Already subscribed")).toBeDisabled();

  await page.reload();
  await card.getByRole("button", { name: "Resume subscription" }).click();
  await expect(card.getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
});
