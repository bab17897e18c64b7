import type { Locator } from "@playwright/test";
import { expectAccessible } from "./support/accessibility-checks";
import { daysLater, runDueBilling } from "./support/billing";
import { openSection, publisherCommand } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { pausingCreator } from "./support/pausing-creator";
import {
  addCard,
  historyRow,
  payButton,
  subscriptionCard,
  testCards,
  thankYou,
} from "./support/payment";

// A subscriber who presses Cancel is asked why and offered a pause (docs/decisions/178).

const cancelFlow = {
  reasons: ["Too expensive", "Not using it enough"],
  offer_pause: true,
};

/** How large and heavy a button looks: the cancel is never smaller or fainter than the offer. */
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

test("a subscriber is offered a pause, declines it and cancels, and the page shows it canceled", async ({
  page,
  signIn,
}) => {
  const { monthly } = await pausingCreator({ cancel_flow: cancelFlow });
  await signIn(`/${monthly}`, "cancel-declines-pause");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();

  const card = subscriptionCard(page);
  await expect(card.getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  const why = card.getByRole("group", { name: "Why are you canceling? (optional)" });
  await expect(why.getByRole("radio")).toHaveCount(3);
  const pauseInstead = card.getByRole("button", { name: "Pause instead" });
  const yesCancel = card.getByRole("button", { name: "Yes, cancel it" });
  await expect(pauseInstead).toBeVisible();
  await expect(card.getByLabel("Resume on").getByRole("option")).toHaveCount(2);
  await expect(yesCancel).toBeVisible();
  expect(await looks(yesCancel)).toEqual(await looks(pauseInstead));
  await expectAccessible(page, "the cancel step");

  await why.getByRole("radio", { name: "Other" }).check();
  await card.getByLabel(/In your own words/).fill("Taking a break from drawing for a while.");
  await yesCancel.click();

  await expect(card.getByText(/^Canceled\./)).toBeVisible();
  await expect(card.getByRole("button", { name: "Resume subscription" })).toBeVisible();
  // Nothing of the step stays behind: no question, no offer, no second cancel.
  await expect(why).toHaveCount(0);
  await expect(pauseInstead).toHaveCount(0);
  await expect(yesCancel).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Pause subscription" })).toHaveCount(0);
  await page.reload();
  await expect(card.getByText(/^Canceled\./)).toBeVisible();
  await expect(card.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
});

test("a subscriber who meant to cancel pauses instead, is not charged at the old renewal date, and resumes; the creator sees why", async ({
  page,
  browser,
  signIn,
}) => {
  const { monthly, username } = await pausingCreator({ cancel_flow: cancelFlow });
  await signIn(`/${monthly}`, "cancel-takes-pause");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();

  const card = subscriptionCard(page);
  await card.getByRole("button", { name: "Cancel subscription" }).click();
  await card.getByRole("radio", { name: "Too expensive" }).check();
  await card.getByLabel("Resume on").selectOption({ index: 0 });
  await card.getByRole("button", { name: "Pause instead" }).click();
  const paused = card.getByText(/^Paused until .+\. You keep access, and nothing is charged/);
  await expect(paused).toBeVisible();
  await expect(card.getByRole("button", { name: "Resume now" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Yes, cancel it" })).toHaveCount(0);

  // Past the date it would have renewed on, the billing run charges nothing.
  await runDueBilling(daysLater(32));
  await page.reload();
  await expect(paused).toBeVisible();
  await expect(historyRow(page, /Monthly\s*Purchase\s*\$20\s*Paid/)).toBeVisible();
  await expect(historyRow(page, /Renewal/)).toHaveCount(0);

  await card.getByRole("button", { name: "Resume now" }).click();
  await expect(card.getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await expect(historyRow(page, /Renewal/)).toHaveCount(0);

  // The creator reads the answer in the dashboard's Subscribers section, in a browser of their own.
  const key = /^(ccpk_\S+)$/m.exec(await publisherCommand(["key", "create", username]))?.[1];
  const creator = await (await browser.newContext()).newPage();
  await openSection(creator, username, key ?? "", "Subscribers");
  const answers = creator.getByRole("table", { name: "Why subscribers canceled" });
  await expect(answers.getByRole("row", { name: "Too expensive 0 1" })).toBeVisible();
  await expectAccessible(creator, "why subscribers canceled");
  await creator.context().close();
});
