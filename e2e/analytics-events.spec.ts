import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { UUID_V4, watchAnalytics } from "./support/analytics";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  testCards,
  thankYou,
} from "./support/payment";

test("opening the page sends one page view with its conversation and campaign", async ({
  page,
}) => {
  const analytics = watchAnalytics(page);
  await page.goto(
    `/${demo.membership.monthly}?conv_id=conv-e2e-7&utm_campaign=spring-sale&utm_source=newsletter`,
  );
  await expect(page.getByRole("heading", { name: "Contact Info" })).toBeVisible();

  const pageView = await analytics.next("pay:page_view");
  expect(pageView).toMatchObject({
    context: "pay",
    conversation_id: "conv-e2e-7",
    product_option_id: demo.membership.monthly,
    publisher_id: demoIds.publisher,
    user_id: null,
    campaign: { name: "spring-sale", source: "newsletter", medium: null },
    title: "Checkout | Northwind Notes",
  });
  expect(pageView.session_id).toMatch(UUID_V4);
  expect(String(pageView.url)).toContain("conv_id=conv-e2e-7");

  // A reload is a second page open: its page view comes after everything the first one sent.
  await page.reload();
  await analytics.next("pay:page_view", 1);
  expect(analytics.ofType("pay:page_view")).toHaveLength(2);
  // Both opens belong to one browser session.
  expect(analytics.ofType("pay:page_view")[1]?.session_id).toBe(pageView.session_id);
});

test("signing in sends user_login with the buyer's id", async ({ page, signIn }) => {
  const analytics = watchAnalytics(page);
  await signIn(`/${demo.membership.monthly}`, "analytics-login");

  const login = await analytics.next("pay:user_login");
  expect(login).toMatchObject({ context: "pay", publisher_id: demoIds.publisher });
  expect(login.user_id).toMatch(UUID_V4);
});

test("a purchase sends user_payment exactly once", async ({ page, signIn }) => {
  const analytics = watchAnalytics(page);
  await signIn(`/${demo.membership.supporter}?conv_id=conv-e2e-pay`, "analytics-pay");
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();

  const payment = await analytics.next("pay:user_payment");
  const login = await analytics.next("pay:user_login");
  expect(payment).toMatchObject({
    context: "pay",
    conversation_id: "conv-e2e-pay",
    product_option_id: demo.membership.supporter,
    product_type: "subscription",
    currency: "USD",
    custom_price: null,
    user_id: login.user_id,
  });

  // Leaving sends whatever is still queued; the next page's view comes after it.
  await page.reload();
  await analytics.next("pay:page_view", 1);
  expect(analytics.ofType("pay:user_payment")).toHaveLength(1);
});
