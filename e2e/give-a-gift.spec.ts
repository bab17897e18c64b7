import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { giftPath, giveMonthlyGift, redeemLinkFor } from "./support/gifts";
import { addCard, payButton, paymentCard, testCards, thankYou } from "./support/payment";
import { messageIds, readMessage, signInWithEmailCode, uniqueEmail } from "./support/sign-in";

test("a buyer gives the monthly membership to a friend, who redeems it once", async ({
  page,
  signIn,
  browser,
  request,
}) => {
  // Two people sign in and one pays: a longer journey than most.
  test.slow();
  await signIn(giftPath, "giver");
  // A gift pays one month today: the trial is the friend's to start another time.
  // Said under the headline and again on the summary's line.
  await expect(page.getByText("A gift of 1 month; it does not renew")).toHaveCount(2);
  await expect(page.getByText("14 days free")).toHaveCount(0);
  await expect(payButton(page, "Pay $8")).toBeDisabled();

  const friendEmail = uniqueEmail("friend");
  await giveMonthlyGift(page, {
    sender: "Ada",
    recipient: "Grace",
    recipientEmail: friendEmail,
    note: "Happy birthday, Grace!",
  });
  await expect(
    page.getByText("Your gift is paid. We'll e-mail Grace a link to redeem it."),
  ).toBeVisible();

  const { message, link } = await redeemLinkFor(request, friendEmail);
  expect(message.subject).toBe(`Ada sent you a gift from ${demo.publisherName}`);
  expect(message.body).toContain("Ada wrote: Happy birthday, Grace!");

  // The friend opens the e-mail on their own device.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(link);
  await expect(
    friend.getByRole("heading", { name: demo.membership.title, level: 1 }),
  ).toBeVisible();
  await expect(friend.getByText("A gift from Ada for Grace.")).toBeVisible();
  await expect(friend.getByText("Happy birthday, Grace!")).toBeVisible();
  await expect(friend.getByText("Sign in above to redeem your gift.")).toBeVisible();
  await expect(friend.getByRole("button", { name: "Redeem" })).toBeDisabled();

  await signInWithEmailCode(friend, friendContext.request, friendEmail);
  await friend.getByRole("button", { name: "Redeem" }).click();
  await expect(friend.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(
    friend.getByText(/Your gift is redeemed: Northwind Membership is yours until/),
  ).toBeVisible();

  // The membership is now the friend's own.
  await friend.goto(new URL(`/${demo.membership.monthly}`, link).toString());
  await expect(payButton(friend, "Already subscribed")).toBeDisabled();
  await expect(paymentCard(friend)).toBeVisible();

  // The link works once.
  await friend.goto(link);
  await expect(
    friend.getByText("This gift has already been redeemed. A gift works once."),
  ).toBeVisible();
  await expect(friend.getByRole("button", { name: "Redeem" })).toHaveCount(0);
  await friendContext.close();

  // The giver sees in their payment history that the gift was taken up.
  await page.goto(`/${demo.membership.monthly}`);
  await expect(page.getByText("Gift for Grace, redeemed")).toBeVisible();
});

test("a gift scheduled for a later day is paid now and its e-mail waits for that day", async ({
  page,
  signIn,
  request,
}) => {
  const giverEmail = await signIn(giftPath, "scheduled-giver");
  const friendEmail = uniqueEmail("scheduled-friend");
  await page.getByLabel("Your name").fill("Ada");
  await page.getByLabel("Recipient's name").fill("Grace");
  await page.getByLabel("Recipient's email").fill(friendEmail);
  const nextWeek = new Date();
  nextWeek.setDate(nextWeek.getDate() + 7);
  const day = `${nextWeek.getFullYear()}-${String(nextWeek.getMonth() + 1).padStart(2, "0")}-${String(nextWeek.getDate()).padStart(2, "0")}`;
  await page.getByLabel("Delivery date").fill(day);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $8").click();
  await expect(thankYou(page)).toBeVisible();
  await expect(
    page.getByText(/^Your gift is paid\. We'll e-mail Grace a link to redeem it on .+\.$/),
  ).toBeVisible();

  // The giver's receipt has gone out, queued with the gift; the friend's e-mail has not.
  await readMessage(request, giverEmail, /^Your receipt/);
  expect(await messageIds(request, friendEmail)).toEqual([]);
});
