import { expect, test } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  testCards,
  thankYou,
} from "./support/payment";
import { openCheckout, signInWithEmailCode, uniqueEmail } from "./support/sign-in";
import { summaryLine } from "./support/summary-line";

test("a buyer starts the 14-day free trial, and afterwards is told they already subscribe", async ({
  page,
  request,
}) => {
  await openCheckout(page, `/${demo.membership.monthly}`);
  await expect(summaryLine(page, "Due today")).toHaveText("$0");
  await signInWithEmailCode(page, request, uniqueEmail("free-trial"));
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);

  await payButton(page, "Start 14 days free trial").click();

  await expect(thankYou(page)).toBeVisible();
  await expect(
    page.getByText("Your subscription trial has been successfully activated."),
  ).toBeVisible();

  // Coming back, the buyer holds the option: there is nothing more to buy.
  await page.reload();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();
});
