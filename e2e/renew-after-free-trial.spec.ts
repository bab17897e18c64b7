import { daysLater, runDueBilling } from "./support/billing";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  historyRow,
  payButton,
  subscriptionCard,
  testCards,
  thankYou,
} from "./support/payment";
import { readMessage } from "./support/sign-in";

test("a free trial becomes the first paid month when billing runs past its end, with a receipt", async ({
  page,
  request,
  signIn,
}) => {
  const email = await signIn(`/${demo.membership.monthly}`, "trial-renews");
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Start 14 days free trial").click();
  await expect(thankYou(page)).toBeVisible();

  await page.reload();
  await expect(
    subscriptionCard(page).getByText(/^Free trial until .+, then \$8 on /),
  ).toBeVisible();

  // The creator tries the renewal on a laptop, as of a day after the trial ends.
  await runDueBilling(daysLater(15));

  await page.reload();
  await expect(subscriptionCard(page).getByText(/^Active\. Next payment: \$8 on /)).toBeVisible();
  await expect(historyRow(page, /Monthly\s*Renewal\s*\$8\s*Paid/)).toBeVisible();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();

  const receipt = await readMessage(request, email, /^Your receipt from Northwind Notes$/);
  expect(receipt.body).toContain("Amount paid: $8");
  expect(receipt.body).toContain("Paid with: visa ending in 4242");
  expect(receipt.body).toMatch(/Next charge: \$8 on /);
});
