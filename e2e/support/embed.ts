import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { messageIds, readCode, SIGN_IN_TIMEOUT, uniqueEmail } from "./sign-in";

/**
 * The checkout over a creator's page (docs/decisions/097): the sample host page, on localhost,
 * frames the checkout from 127.0.0.1, another site to the browser. These act in the frame as a
 * person does on the page.
 */

/** The checkout's address as the sample page's links have it: 127.0.0.1, not localhost. */
export const checkoutOrigin = (hostPage = test.info().project.use.baseURL ?? "") => {
  const base = new URL(hostPage);
  return `http://127.0.0.1:${base.port}`;
};

export function overlay(page: Page) {
  return page.getByRole("dialog", { name: "Checkout" });
}

export function checkout(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Checkout"]');
}

/** What the sample page lists of the events embed.js gave it. */
export function events(page: Page) {
  return page.locator("#events li");
}

export async function openFromLink(page: Page, productOptionId: string, hostPage?: string) {
  await page.goto(hostPage ?? "/embed-demo");
  const link = page.locator(`a[href="${checkoutOrigin(hostPage)}/${productOptionId}"]`);
  await link.click();
  await expect(overlay(page)).toBeVisible();
  await expect(checkout(page).getByLabel("Email address")).toBeEnabled({
    timeout: SIGN_IN_TIMEOUT,
  });
  return link;
}

export async function signInInFrame(page: Page, frame: FrameLocator, label: string) {
  const email = uniqueEmail(label);
  const seen = await messageIds(page.request, email);
  await frame.getByLabel("Email address").fill(email);
  await frame.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(frame.getByText(`Enter the verification code sent to ${email}.`)).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  await frame
    .getByLabel("Verification code")
    .pressSequentially(await readCode(page.request, email, seen));
  const contact = frame.getByRole("region", { name: "Contact Info" });
  await expect(contact.getByText(email, { exact: true })).toBeVisible();
  return email;
}

export async function addCardInFrame(frame: FrameLocator, number: string) {
  const payment = frame.getByRole("region", { name: "Payment" });
  await payment.getByRole("button", { name: "Add Card" }).click();
  const dialog = frame.getByRole("dialog", { name: "Add a card" });
  await dialog.getByLabel("Card number").pressSequentially(number);
  await dialog.getByLabel("Expiration date").pressSequentially("1234");
  await dialog.getByLabel("CVC").pressSequentially("123");
  await dialog.getByLabel("ZIP").pressSequentially("94107");
  await dialog.getByRole("button", { name: "Add Card" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    payment.getByRole("radio", { name: new RegExp(`ending in ${number.slice(-4)}`) }),
  ).toBeChecked();
}
