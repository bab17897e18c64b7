import { watchAnalytics } from "./support/analytics";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import { summaryLine } from "./support/summary-line";

test("a donation of the default amount sends user_payment with that amount before Continue leaves", async ({
  page,
  signIn,
}) => {
  const analytics = watchAnalytics(page);
  const accepted: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/metrics/extract")) accepted.push(response.status());
  });
  await signIn(`/${demo.tipJar.ownAmount}?conv_id=conv-e2e-leave`, "analytics-leave");
  await addCard(page, testCards.visa);
  // The buyer keeps the amount the page offers.
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 1");
  await payButton(page, "Pay CHF 1").click();
  await expect(thankYou(page)).toBeVisible();

  // Continue at once, well within the queue's 3 s drain, to the creator's page.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: demo.publisherName })).toBeVisible();

  const payment = await analytics.next("pay:user_payment");
  expect(payment).toMatchObject({
    conversation_id: "conv-e2e-leave",
    product_option_id: demo.tipJar.ownAmount,
    product_type: "donation",
    currency: "CHF",
    custom_price: "100",
  });
  expect(analytics.ofType("pay:user_payment")).toHaveLength(1);
  await expect.poll(() => accepted).toContain(202);
});
