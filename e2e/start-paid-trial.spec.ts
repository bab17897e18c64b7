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

test("a buyer starts the yearly membership's one-month trial for $1", async ({ page, request }) => {
  await openCheckout(page, `/${demo.membership.yearly}`);
  await expect(summaryLine(page, "Due today")).toHaveText("$1");
  await signInWithEmailCode(page, request, uniqueEmail("paid-trial"));
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);

  await payButton(page, "Start 1 month trial for $1").click();

  await expect(thankYou(page)).toBeVisible();
  await expect(
    page.getByText("Your subscription trial has been successfully activated."),
  ).toBeVisible();
});
