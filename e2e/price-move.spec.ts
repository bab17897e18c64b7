import { expectAccessible } from "./support/accessibility-checks";
import { daysLater, runDueBilling } from "./support/billing";
import { openSection, publisherCommand } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import { pausingCreator } from "./support/pausing-creator";
import {
  addCard,
  historyRow,
  payButton,
  subscriptionCard,
  testCards,
  thankYou,
} from "./support/payment";
import { openCheckout, readMessage, signInWithEmailCode, uniqueEmail } from "./support/sign-in";

// A creator raises a price, new buyers pay it, and existing subscribers move to it only after
// the notice the creator gives (docs/decisions/181).

test("a raised price is for new buyers until the creator moves subscribers, who are told and renew at it after the notice", async ({
  page,
  browser,
  request,
  signIn,
}) => {
  // Two buyers, a creator and two billing runs: more than one journey's usual time.
  test.slow();
  const { monthly, username } = await pausingCreator();
  const subscriber = await signIn(`/${monthly}`, "price-move");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();

  // The creator raises the price in the dashboard, in a browser of their own.
  const key = /^(ccpk_\S+)$/m.exec(await publisherCommand(["key", "create", username]))?.[1];
  const creator = await (await browser.newContext()).newPage();
  await openSection(creator, username, key ?? "", "Products");
  await creator.getByRole("button", { name: "Edit Membership" }).click();
  const form = creator.getByRole("region", { name: "Edit Membership" });
  await form.getByLabel("Amount", { exact: true }).fill("25");
  await form.getByRole("button", { name: "Save the product" }).click();
  const card = creator.getByRole("region", { name: "Membership" });
  const line = card.getByRole("listitem").first();
  await expect(line).toContainText("Monthly: $25 every month · 1 subscriber pays an older price");

  // A new buyer pays the new price.
  const newcomer = await (await browser.newContext()).newPage();
  await openCheckout(newcomer, `/${monthly}`);
  await signInWithEmailCode(newcomer, request, uniqueEmail("price-move-new"));
  await addCard(newcomer, testCards.visa);
  await payButton(newcomer, "Pay $25").click();
  await expect(thankYou(newcomer)).toBeVisible();
  await newcomer.context().close();

  // The creator moves the first subscriber, with forty days' notice: a month's renewal stays.
  await card.getByRole("button", { name: "Move them to this price" }).click();
  const dialog = creator.getByRole("dialog", { name: "Move subscribers to this price" });
  const notice = dialog.getByLabel("Notice in days");
  await notice.fill("3");
  await dialog.getByRole("button", { name: "Send the notices" }).click();
  await expect(dialog.getByText("Give your subscribers at least 7 days of notice.")).toBeVisible();
  await expectAccessible(creator, "the notice a price move asks for");
  await notice.fill("40");
  await dialog.getByRole("button", { name: "Send the notices" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("status")).toHaveText(
    "1 subscriber was told of the new price of “Monthly”: each pays it from their first renewal at least 40 days from today.",
  );
  // Nothing stale stays: the count and its button are gone once everyone was told.
  await expect(line).toHaveText("Monthly: $25 every month");
  await expect(card.getByRole("button", { name: "Move them to this price" })).toHaveCount(0);
  await expectTargetsAndTextFit(creator, "the products after a price move");
  await creator.context().close();

  const told = await readMessage(request, subscriber, /^The price of your subscription from /);
  expect(told.body).toContain("from $20 to $25");

  // The renewal a month away is at the old price; the one after it at the new one.
  await page.reload();
  const subscription = subscriptionCard(page);
  await expect(subscription.getByText(/^Active\. Next payment: \$20 on /)).toBeVisible();
  await runDueBilling(daysLater(32));
  await page.reload();
  await expect(historyRow(page, /Renewal\s*\$20\s*Paid/)).toBeVisible();
  await expect(subscription.getByText(/^Active\. Next payment: \$25 on /)).toBeVisible();
  await runDueBilling(daysLater(63));
  await page.reload();
  await expect(historyRow(page, /Renewal\s*\$25\s*Paid/)).toBeVisible();
  await expect(historyRow(page, /Renewal/)).toHaveCount(2);
});
