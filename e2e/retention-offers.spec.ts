import type { Locator } from "@playwright/test";
import { expectAccessible } from "./support/accessibility-checks";
import { daysLater, runDueBilling } from "./support/billing";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  historyRow,
  payButton,
  subscriptionCard,
  testCards,
  thankYou,
} from "./support/payment";
import { retainingCreator } from "./support/retaining-creator";

// Instead of canceling, a subscriber may take a cheaper option or a share off the next
// renewals, where the store offers them (docs/decisions/182).

const cancelFlow = {
  reasons: ["Too expensive", "Not using it enough"],
  offer_pause: false,
  offer_switch: true,
  retention_offer: { percent_off: 25, renewals: 2 },
};

/** How large and heavy a button looks: the cancel is never smaller or fainter than an offer. */
const looks = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      height: Math.round(box.height),
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      color: style.color,
      background: style.backgroundColor,
    };
  });

test("a subscriber who meant to cancel stays for the discount, and the next renewals are charged less", async ({
  page,
  signIn,
}) => {
  const { monthly } = await retainingCreator(cancelFlow);
  await signIn(`/${monthly}`, "cancel-takes-discount");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();

  const card = subscriptionCard(page);
  await expect(card.getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const stay = card.getByRole("button", { name: "Stay for 25 % off your next 2 renewals" });
  const switchTo = card.getByRole("button", { name: "Switch to Basic for $8" });
  const yesCancel = card.getByRole("button", { name: "Yes, cancel it" });
  await expect(stay).toBeVisible();
  await expect(switchTo).toBeVisible();
  await expect(yesCancel).toBeVisible();
  expect(await looks(yesCancel)).toEqual(await looks(stay));
  expect(await looks(yesCancel)).toEqual(await looks(switchTo));
  await expectAccessible(page, "the cancel step with offers");

  await card.getByRole("radio", { name: "Too expensive" }).check();
  await stay.click();
  await expect(card.getByText(/^Active\. Next payment: \$15 on /)).toBeVisible();
  await expect(card.getByText("25 % off your next 2 renewals.")).toBeVisible();
  await expect(yesCancel).toHaveCount(0);

  // The first renewal is charged at the discount, and one renewal at it is left.
  await runDueBilling(daysLater(32));
  await page.reload();
  await expect(historyRow(page, /Renewal\s*\$15\s*Paid/)).toBeVisible();
  await expect(card.getByText(/^Active\. Next payment: \$15 on /)).toBeVisible();
  await expect(card.getByText("25 % off your next renewal.")).toBeVisible();

  // The offer is taken once: pressing Cancel again offers no discount.
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(card.getByRole("button", { name: "Yes, cancel it" })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Stay for/ })).toHaveCount(0);
});

test("a subscriber who meant to cancel switches to the cheaper option from the next renewal", async ({
  page,
  signIn,
}) => {
  const { monthly } = await retainingCreator(cancelFlow);
  await signIn(`/${monthly}`, "cancel-takes-switch");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();

  const card = subscriptionCard(page);
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(
    card.getByText(/^A switch to a cheaper option starts at your next renewal/),
  ).toBeVisible();
  await card.getByRole("radio", { name: "Not using it enough" }).check();
  await card.getByRole("button", { name: "Switch to Basic for $8" }).click();

  await expect(card.getByText(/^Switching to Basic on /)).toBeVisible();
  await expect(card.getByText(/^Active\. Next payment: \$8 on /)).toBeVisible();
  await expect(card.getByRole("button", { name: "Yes, cancel it" })).toHaveCount(0);
  await page.reload();
  await expect(card.getByText(/^Active\. Next payment: \$8 on /)).toBeVisible();
});
