import type { Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { expectSignedInAs, openCheckout, SIGN_IN_TIMEOUT } from "./support/sign-in";
import {
  consoleErrors,
  openProviderPopup,
  providerAccount,
  providerOrigin,
  signInAtProvider,
} from "./support/social-login";

// What the checkout's own answer posts; from anywhere else it must change nothing.
const forgedMessages = [
  JSON.stringify({ type: "social-login", status: "success" }),
  JSON.stringify({ type: "social-login", status: "error", error: "access_denied" }),
];

/**
 * Counts the messages that reach the checkout window, so a test knows the forged ones have been
 * delivered (and handled) before it looks at what they changed.
 */
async function countMessages(checkout: Page) {
  await checkout.evaluate(() => {
    const counted = window as typeof window & { deliveredMessages?: number };
    counted.deliveredMessages = 0;
    window.addEventListener("message", () => {
      counted.deliveredMessages = (counted.deliveredMessages ?? 0) + 1;
    });
  });
  return () =>
    checkout.evaluate(
      () => (window as typeof window & { deliveredMessages?: number }).deliveredMessages,
    );
}

/**
 * The pop-up the page opened is still open and still listened to: the buyer signs in there and
 * the page signs in. Had a forged message been taken, the page would have closed the pop-up
 * and stopped listening.
 */
async function expectGenuineSignInStillWorks(checkout: Page, popup: Page, errors: string[]) {
  expect(popup.isClosed()).toBe(false);
  expect(errors.filter((text) => text.includes("Social login"))).toEqual([]);
  await expect(
    checkout.getByRole("region", { name: "Contact Info" }).getByText("Signed in as"),
  ).toHaveCount(0);
  const closed = popup.waitForEvent("close");
  await signInAtProvider(popup);
  await closed;
  await expectSignedInAs(checkout, providerAccount.email);
}

test("the provider's page in the pop-up, another origin, cannot sign the checkout in or out by message", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await openCheckout(page, `/${demo.tipJar.coffee}`);
  const popup = await openProviderPopup(page);
  const delivered = await countMessages(page);

  // The right window but the wrong origin: what a provider's page (or a script injected into
  // it) could post to the checkout that opened it.
  await popup.evaluate((messages) => {
    for (const message of messages) window.opener?.postMessage(message, "*");
  }, forgedMessages);
  await expect.poll(delivered).toBeGreaterThanOrEqual(forgedMessages.length);

  await expectGenuineSignInStillWorks(page, popup, errors);
});

test("a page of another origin that opens the checkout holds no handle to post to", async ({
  page,
  context,
  baseURL,
}) => {
  // A page elsewhere opens the checkout in a new window, hoping to post to it.
  await page.goto(`${providerOrigin()}/.well-known/openid-configuration`);
  await page.evaluate((checkoutUrl) => {
    const button = document.createElement("button");
    button.textContent = "Open the checkout";
    button.addEventListener("click", () => {
      (window as typeof window & { checkout?: Window | null }).checkout = window.open(
        checkoutUrl,
        "_blank",
      );
    });
    document.body.append(button);
  }, `${baseURL}/${demo.tipJar.coffee}`);
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Open the checkout" }).click();
  const checkout = await opened;
  const errors = consoleErrors(checkout);
  await expect(checkout.getByRole("button", { name: "Continue", exact: true })).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  const popup = await openProviderPopup(checkout);

  // The checkout's opener policy cut the link: to the other page, that window is gone.
  const reachable = await page.evaluate((messages) => {
    const target = (window as typeof window & { checkout?: Window | null }).checkout;
    for (const message of messages) target?.postMessage(message, "*");
    return target ? !target.closed : false;
  }, forgedMessages);
  expect(reachable).toBe(false);

  await expectGenuineSignInStillWorks(checkout, popup, errors);
});
