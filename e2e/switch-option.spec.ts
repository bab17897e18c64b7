import { daysLater, runDueBilling } from "./support/billing";
import { demo } from "./support/demo-catalog";
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
  await payButton(page, `Switch now for ${prorated}`).click();

  await expect(paymentCard(page).getByRole("status")).toHaveText(
    "You switched to Yearly of Northwind Membership.",
  );
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
  await expect(paymentCard(page).getByRole("status")).toHaveText(
    /^You will switch to Monthly of Northwind Membership on .+\.$/,
  );

  await page.reload();
  await expect(payButton(page, "Will be switching soon")).toBeDisabled();
  await expect(subscriptionCard(page).getByText(/^Switching to Monthly on /)).toBeVisible();

  // The renewal at the end of the period moves the subscriber to the queued option.
  await runDueBilling(daysLater(32));
  await page.reload();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();
  await expect(subscriptionCard(page).getByText(/^Active\. Next payment: \$8 on /)).toBeVisible();
});
