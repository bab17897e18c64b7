import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { demo } from "./demo-catalog";
import { addCard, payButton, testCards, thankYou } from "./payment";
import { readMessage } from "./sign-in";

/**
 * Gives the monthly membership as a gift from a signed-in buyer's page in gift mode: fills the
 * Gift info card, adds a card and pays, as a person would.
 */
export async function giveMonthlyGift(
  page: Page,
  gift: { sender: string; recipient: string; recipientEmail: string; note?: string },
) {
  await page.getByLabel("Your name").fill(gift.sender);
  await page.getByLabel("Recipient's name").fill(gift.recipient);
  await page.getByLabel("Recipient's email").fill(gift.recipientEmail);
  if (gift.note) await page.getByLabel("Gift note").fill(gift.note);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $8").click();
  await expect(thankYou(page)).toBeVisible();
}

/** Waits for the gift e-mail to `to` and returns the redeem link it holds. */
export async function redeemLinkFor(request: APIRequestContext, to: string) {
  const message = await readMessage(request, to, /sent you a gift from/);
  const link = message.body.match(/https?:\/\/\S+\/redeem-gift\?code=[\w-]+/)?.[0];
  expect(link, "the gift e-mail holds a redeem link").toBeTruthy();
  return { message, link: link as string };
}

export const giftPath = `/${demo.membership.monthly}?gift=true`;
