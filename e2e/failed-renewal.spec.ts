import { daysLater, runDueBilling } from "./support/billing";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  historyRow,
  payButton,
  paymentCard,
  savedCard,
  subscriptionCard,
  testCards,
  thankYou,
} from "./support/payment";
import { readMessage } from "./support/sign-in";

test("a declined renewal e-mails the buyer, whose link leads back to pay it with another card", async ({
  page,
  request,
  signIn,
}) => {
  const email = await signIn(`/${demo.membership.supporter}`, "renewal-declines");
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();

  // The card on file is later replaced by one that the bank declines.
  await page.reload();
  await addCard(page, testCards.declined);
  await paymentCard(page)
    .getByRole("button", { name: "Make default for Visa ending in 0002" })
    .click();
  await expect(savedCard(page, "0002")).toHaveAccessibleName(/DEFAULT/);

  await runDueBilling(daysLater(32));

  const failure = await readMessage(request, email, /did not go through$/);
  expect(failure.body).toContain("The reason given: Your card was declined.");
  const link = failure.body.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(link as string);

  await expect(
    subscriptionCard(page).getByText(/^Your renewal payment of \$20 failed\./),
  ).toBeVisible();
  await addCard(page, testCards.mastercard);
  await payButton(page, "Pay $20 now").click();

  await expect(paymentCard(page).getByRole("status")).toHaveText(
    "Paid $20. Your subscription is active again.",
  );
  await expect(subscriptionCard(page).getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await expect(historyRow(page, /Supporter\s*Renewal\s*\$20\s*Paid/)).toBeVisible();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();
});
