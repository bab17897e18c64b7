import { expectAccessible } from "./support/accessibility-checks";
import { daysLater, runDueBilling } from "./support/billing";
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

test("a subscriber pauses for a month, is not charged past the old renewal date, then resumes", async ({
  page,
  signIn,
}) => {
  const { monthly } = await pausingCreator();
  await signIn(`/${monthly}`, "pause-resume");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();

  const card = subscriptionCard(page);
  await expect(card.getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await card.getByRole("button", { name: "Pause subscription" }).click();
  await expect(
    card.getByText(/^Nothing is charged while paused, and you keep access/),
  ).toBeVisible();
  const resumeOn = card.getByLabel("Resume on");
  await expect(resumeOn.getByRole("option")).toHaveCount(2);
  await expectAccessible(page, "choosing a pause");
  await resumeOn.selectOption({ index: 0 });
  await card.getByRole("button", { name: "Yes, pause it" }).click();
  const paused = card.getByText(/^Paused until .+\. You keep access, and nothing is charged/);
  await expect(paused).toBeVisible();
  await expect(card.getByRole("button", { name: "Resume now" })).toBeVisible();

  // Past the date it would have renewed on, the billing run charges nothing.
  await runDueBilling(daysLater(32));
  await page.reload();
  await expect(paused).toBeVisible();
  await expect(historyRow(page, /Monthly\s*Purchase\s*\$20\s*Paid/)).toBeVisible();
  await expect(historyRow(page, /Renewal/)).toHaveCount(0);
  await expect(payButton(page, "Already subscribed")).toBeDisabled();

  await card.getByRole("button", { name: "Resume now" }).click();
  await expect(card.getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await expect(card.getByRole("button", { name: "Pause subscription" })).toBeVisible();
  await expect(historyRow(page, /Renewal/)).toHaveCount(0);
});
