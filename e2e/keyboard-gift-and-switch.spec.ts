import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { giftPath, giveMonthlyGift, redeemLinkFor } from "./support/gifts";
import { pageNews, politeRegion } from "./support/keyboard";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  paymentCard,
  testCards,
  thankYou,
} from "./support/payment";
import { messageIds, readCode, SIGN_IN_TIMEOUT, uniqueEmail } from "./support/sign-in";

// The redeem page and a paid Switch Now, by keyboard on a 320 px phone: focus after the
// sign-in, what is said when the switch's terms change, and nothing cut off or too small to
// press (WCAG 1.4.10, 1.4.12, 2.4.3, 2.5.8, 4.1.3).

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 320, height: 640 } });

test("a friend redeems a gift by keyboard: focus follows the sign-in and lands on Thank you", async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(giftPath, "kb-giver");
  const friendEmail = uniqueEmail("kb-friend");
  await giveMonthlyGift(page, { sender: "Ada", recipient: "Grace", recipientEmail: friendEmail });
  const { link } = await redeemLinkFor(page.request, friendEmail);

  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const friend = await context.newPage();
  await friend.goto(link);
  const email = friend.getByLabel("Email address");
  await expect(email).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expectTargetsAndTextFit(friend, "redeem page, signed out");

  const seen = await messageIds(context.request, friendEmail);
  await email.focus();
  await friend.keyboard.type(friendEmail);
  // Enter asks for the code once Continue is ready (the check that this is a person).
  await expect(friend.getByRole("button", { name: "Continue", exact: true })).toBeEnabled({
    timeout: SIGN_IN_TIMEOUT,
  });
  await friend.keyboard.press("Enter");
  await expect(friend.getByLabel("Verification code")).toBeFocused({
    timeout: 2 * SIGN_IN_TIMEOUT,
  });
  await friend.keyboard.type(await readCode(context.request, friendEmail, seen));
  await expect(friend.locator(".signed-in__who")).toBeFocused({ timeout: 2 * SIGN_IN_TIMEOUT });
  await expect(pageNews(friend)).toHaveText(`Signed in as ${friendEmail}.`);
  await expectTargetsAndTextFit(friend, "redeem page, signed in");

  const redeem = friend.getByRole("button", { name: "Redeem" });
  await redeem.focus();
  await friend.keyboard.press("Enter");
  await expect(thankYou(friend)).toBeFocused();
  await context.close();
});

test("a subscriber switches now by keyboard: the new terms and the pay label are said, and the switch is paid", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.membership.supporter}`, "kb-switch");
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();
  await page.reload();
  await expect(payButton(page, "Already subscribed")).toBeDisabled();

  await page.getByRole("button", { name: "Show summary" }).click();
  const annually = page.getByRole("tab", { name: "Annually" });
  await annually.focus();
  await page.keyboard.press("Enter");
  const yearly = page.getByRole("radio", { name: /Yearly/ });
  await yearly.focus();
  await page.keyboard.press("Space");
  await expect(payButton(page, "Choose an option")).toBeDisabled();
  await expectTargetsAndTextFit(page, "switch screen");

  const switchNow = page
    .getByRole("group", { name: "When to switch" })
    .getByRole("radio", { name: /Switch Now/ });
  await switchNow.focus();
  await page.keyboard.press("Space");
  await expect(switchNow).toBeChecked();
  const label = await paymentCard(page)
    .getByRole("button", { name: /^Switch now for / })
    .textContent();
  const prorated = label?.replace("Switch now for ", "").trim() ?? "";
  // The pay button's new label and the new figure due today, each said politely.
  await expect(politeRegion(page, `Switch now for ${prorated}`)).toHaveCount(1);
  await expect(page.locator('[aria-live="polite"].totals__row--due')).toContainText(prorated);

  const pay = payButton(page, `Switch now for ${prorated}`);
  // The button looks and reads as unavailable until the switch's terms have loaded.
  await expect(pay).not.toHaveAttribute("aria-disabled", "true");
  await pay.focus();
  await page.keyboard.press("Enter");
  await expect(thankYou(page)).toBeFocused();
  await expect(
    page.getByText(/^You switched to Yearly of Northwind Membership today\./),
  ).toBeVisible();
});
