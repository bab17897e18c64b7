import AxeBuilder from "@axe-core/playwright";
import { watchAnalytics } from "./support/analytics";
import { daysLater, runDueBilling } from "./support/billing";
import { demo } from "./support/demo-catalog";
import { createCoupon, uniqueCode } from "./support/discounts";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  paymentCard,
  subscriptionCard,
  testCards,
  thankYou,
} from "./support/payment";
import { summaryLine } from "./support/summary-line";

/** Signs a new buyer in and makes them a Supporter ($20 a month, no trial). */
async function becomeSupporter(
  page: import("@playwright/test").Page,
  signIn: (path: string, label: string) => Promise<string>,
  label: string,
) {
  await signIn(`/${demo.membership.supporter}`, label);
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();
}

/** The "When to switch" choices under the options. */
function switchChoices(page: import("@playwright/test").Page) {
  return page.getByRole("group", { name: "When to switch" });
}

test("a monthly subscriber switches now to the yearly option and pays the prorated amount shown", async ({
  page,
  signIn,
}) => {
  await becomeSupporter(page, signIn, "switch-now");
  // The tab starts on the current option's interval; the yearly option is on its own tab.
  await expect(page.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Annually" }).click();
  await page.getByRole("radio", { name: /Yearly/ }).check();
  await expect(payButton(page, "Choose an option")).toBeDisabled();

  const choices = switchChoices(page);
  const switchNow = choices.getByRole("radio", { name: /Switch Now/ });
  await expect(switchNow).toBeVisible();
  await expect(choices.getByText("PRORATED")).toBeVisible();
  const prorated = ((await switchNow.locator("xpath=..").textContent()) ?? "").match(
    /\$[\d,.]+/,
  )?.[0];
  expect(prorated).toBeDefined();
  await switchNow.check();

  await expect(summaryLine(page, "Due today")).toHaveText(prorated as string);
  const analytics = watchAnalytics(page);
  await payButton(page, `Switch now for ${prorated}`).click();

  // A finished switch ends on the success card, saying what changed and when.
  await expect(thankYou(page)).toBeVisible();
  await expect(
    page.getByText(/^You switched to Yearly of Northwind Membership today\. It renews on .+\.$/),
  ).toBeVisible();
  // Beside it the summary says what the switch charged, never the yearly option's new-buyer
  // trial.
  await expect(summaryLine(page, "Paid today")).toHaveText(prorated as string);
  await expect(summaryLine(page, "Due today")).toHaveCount(0);
  await expect(page.getByText("1 month for $1")).toHaveCount(0);
  // A paid switch is a payment: user_payment goes once, for the yearly option.
  const payment = await analytics.next("pay:user_payment");
  expect(payment).toMatchObject({
    product_option_id: demo.membership.yearly,
    product_type: "subscription",
    currency: "USD",
    custom_price: null,
  });
  expect(analytics.ofType("pay:user_payment")).toHaveLength(1);

  await page.reload();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();
  await expect(
    page
      .getByRole("table", { name: "Payment history" })
      .getByRole("row")
      .filter({
        hasText: new RegExp(`Yearly\\s*Switch\\s*\\${prorated}`),
      }),
  ).toBeVisible();
});

test("a subscriber who cannot switch now to a cheaper option switches at the end of the cycle", async ({
  page,
  signIn,
}) => {
  await becomeSupporter(page, signIn, "switch-later");
  await page.getByRole("radio", { name: /^Monthly/ }).check();

  const choices = switchChoices(page);
  await choices.getByRole("radio", { name: /Switch Now/ }).check();
  await expect(choices.getByText("Unable to switch now")).toBeVisible();
  await expect(
    choices.getByText("Switching is possible only at the end of the billing period."),
  ).toBeVisible();
  await expect(payButton(page, "Unable to switch now")).toBeDisabled();

  await choices.getByRole("radio", { name: /Switch Later/ }).check();
  await expect(summaryLine(page, "Due today")).toHaveText("$0");
  await payButton(page, "Switch at the end of your cycle for $8").click();
  await expect(thankYou(page)).toBeVisible();
  await expect(
    page.getByText(
      /^You will switch to Monthly of Northwind Membership on .+, when your current period ends\.$/,
    ),
  ).toBeVisible();

  await page.reload();
  await expect(payButton(page, "Will be switching soon")).toBeDisabled();
  await expect(subscriptionCard(page).getByText(/^Switching to Monthly on /)).toBeVisible();

  // The renewal at the end of the period moves the subscriber to the queued option.
  await runDueBilling(daysLater(32));
  await page.reload();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();
  await expect(subscriptionCard(page).getByText(/^Active\. Next payment: \$8 on /)).toBeVisible();
});

test("a Supporter who paid with a code sees the next payment the renewal charges after a switch later, and no switch once canceled", async ({
  page,
  signIn,
}) => {
  const code = uniqueCode("switch-later");
  await createCoupon(code, ["--percent-off", "15", "--duration", "forever"]);
  await signIn(`/${demo.membership.supporter}?coupon=${code.toLowerCase()}`, "switch-code");
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $17").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();
  await page.getByRole("radio", { name: /^Monthly/ }).check();
  const choices = switchChoices(page);
  await choices.getByRole("radio", { name: /Switch Later/ }).check();
  await paymentCard(page)
    .getByRole("button", { name: /^Switch at the end of your cycle for / })
    .click();
  await expect(thankYou(page)).toBeVisible();

  // Monthly's $8 less 15 %, on the day the month ends: what the renewal charges.
  await page.reload();
  const card = subscriptionCard(page);
  const switching = (await card.getByText(/^Switching to Monthly on /).textContent()) ?? "";
  const monthEnd = switching.match(/ on (.+)\.$/)?.[1];
  expect(monthEnd, switching).toBeDefined();
  await expect(card.getByText(/^Active\. Next payment: /)).toHaveText(
    `Active. Next payment: $6.80 on ${monthEnd}.`,
  );

  // Canceled, it ends with the month: it switches to nothing.
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  await card.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(card.getByText(/^Canceled\. You keep access until /)).toBeVisible();
  await expect(card.getByText(/^Switching to /)).toHaveCount(0);
});

test("a monthly subscriber who opens the yearly option sees the switch's own terms, and when it takes effect", async ({
  page,
  signIn,
}) => {
  await becomeSupporter(page, signIn, "switch-terms");
  const status =
    (await subscriptionCard(page)
      .getByText(/^Active\. Next payment: /)
      .textContent()) ?? "";
  const monthEnd = status.match(/ on (.+)\.$/)?.[1];
  expect(monthEnd, status).toBeDefined();

  await page.goto(`/${demo.membership.yearly}`);
  // The tab starts on the current option's interval (product.md §4); the tab holding the
  // selected yearly option says so.
  await expect(page.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
  const annually = page.getByRole("tab", { name: "Annually, Your choice" });
  await expect(annually).toBeVisible();
  await expect(annually).toHaveAttribute("aria-selected", "false");

  // No new buyer's trial: a switch brings none.
  const choices = switchChoices(page);
  await expect(choices.getByRole("radio", { name: /Switch Later/ })).toBeVisible();
  await expect(page.getByText("1 month for $1")).toHaveCount(0);
  await expect(page.getByText(/Trial ends/)).toHaveCount(0);
  await expect(page.getByText("Total after trial")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 }).locator("xpath=..")).toContainText(
    "$80 / year",
  );
  // Nothing is charged before a choice, so no figure is due.
  await expect(summaryLine(page, "Due today")).toHaveText("Choose when to switch");

  // Switching later takes effect when the current month ends, and charges nothing today.
  await expect(choices.getByText(`$80 from ${monthEnd}`)).toBeVisible();
  await choices.getByRole("radio", { name: /Switch Later/ }).check();
  await expect(summaryLine(page, "Due today")).toHaveText("$0");
  await expect(
    page.getByText(`Switches on ${monthEnd}, when your current period ends`),
  ).toBeVisible();
  await expect(payButton(page, "Switch at the end of your cycle for $80")).toBeEnabled();

  // Switching now charges the prorated amount today and renews a year on.
  await choices.getByRole("radio", { name: /Switch Now/ }).check();
  const prorated = (
    (await choices
      .getByRole("radio", { name: /Switch Now/ })
      .locator("xpath=..")
      .textContent()) ?? ""
  ).match(/\$[\d,.]+/)?.[0] as string;
  await expect(summaryLine(page, "Due today")).toHaveText(prorated);
  await expect(page.getByText(/^Switches today; renews on /)).toBeVisible();
  await expect(payButton(page, `Switch now for ${prorated}`)).toBeEnabled();
  // The marked tab, the live regions and the switch's terms pass axe's checks.
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // A screen reader hears the new label, politely.
  await expect(
    paymentCard(page).locator('[aria-live="polite"]', { hasText: `Switch now for ${prorated}` }),
  ).toHaveCount(1);

  await choices.getByRole("radio", { name: /Switch Later/ }).check();
  await payButton(page, "Switch at the end of your cycle for $80").click();
  await expect(thankYou(page)).toBeVisible();
  await expect(
    page.getByText(
      `You will switch to Yearly of Northwind Membership on ${monthEnd}, when your current period ends.`,
    ),
  ).toBeVisible();
});
