import { watchAnalytics } from "./support/analytics";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import { summaryLine } from "./support/summary-line";

test("a donation of the default amount sends user_payment with that amount before Continue leaves", async ({
  page,
  signIn,
}) => {
  // The creator's own site answers from here: the test machine has no network.
  await page.route("https://northwind.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Northwind</title><h1>Welcome to Northwind</h1>",
    }),
  );
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

  // Continue at once, well within the queue's 3 s drain.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Northwind" })).toBeVisible();

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
