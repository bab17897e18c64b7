import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  paymentCard,
  savedCard,
  subscriptionCard,
  testCards,
  thankYou,
} from "./support/payment";
import { summaryLine } from "./support/summary-line";

test("a new buyer saves a 4242 card and starts the monthly membership's free trial with it", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.membership.monthly}`, "monthly");

  await expect(paymentCard(page).getByText("Add a card to pay.")).toBeVisible();
  const startTrial = payButton(page, "Start 14 days free trial");
  await expect(startTrial).toBeDisabled();

  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);

  // The first card saved becomes the default, and it is the one chosen to pay with.
  await expect(savedCard(page, "4242")).toBeChecked();
  await expect(paymentCard(page).getByText("DEFAULT", { exact: true })).toBeVisible();
  await expect(paymentCard(page).getByText("Expires 12/34")).toBeVisible();

  await startTrial.click();

  await expect(thankYou(page)).toBeVisible();
  await expect(
    page.getByText("Your subscription trial has been successfully activated."),
  ).toBeVisible();
  await expect(paymentCard(page)).toHaveCount(0);
});

test("a buyer pays $20 a month for the Supporter option with 4242", async ({ page, signIn }) => {
  await signIn(`/${demo.membership.supporter}`, "supporter");
  // The summary names the day the subscription is first charged again.
  const summary = page.getByRole("region", { name: "Order summary" });
  const renews = ((await summary.getByText(/^Renews on /).textContent()) ?? "").replace(
    /^Renews on /,
    "",
  );
  expect(renews).not.toBe("");
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);

  await payButton(page, "Pay $20").click();

  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Your subscription has been successfully activated.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact Info" })).toHaveCount(0);

  // The summary beside the success card says what was paid, and offers nothing more to choose.
  await expect(summaryLine(page, "Paid today")).toHaveText("$20");
  await expect(summaryLine(page, "Due today")).toHaveCount(0);
  const options = page.getByRole("group", { name: "Options" }).getByRole("radio");
  await expect(options).toHaveCount(2);
  for (const option of await options.all()) await expect(option).toBeDisabled();

  await page.reload();
  await expect(subscriptionCard(page).getByText(/^Active\. Next payment: /)).toHaveText(
    `Active. Next payment: $20 on ${renews}.`,
  );
});
