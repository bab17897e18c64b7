import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { expectSignedInAs, SIGN_IN_TIMEOUT } from "./support/sign-in";
import {
  consoleErrors,
  providerAccount,
  providerOrigin,
  signInAtProvider,
  socialButton,
  socialLoginNotices,
} from "./support/social-login";

test("with redirect_uri, the whole window goes to the provider and comes back signed in", async ({
  page,
  baseURL,
}) => {
  const checkoutPath = `/${demo.tipJar.coffee}`;
  const returnTo = `${baseURL}${checkoutPath}`;
  await page.goto(`${checkoutPath}?redirect_uri=${encodeURIComponent(returnTo)}`);

  let popups = 0;
  page.on("popup", () => {
    popups += 1;
  });
  await socialButton(page).click({ timeout: SIGN_IN_TIMEOUT });

  // product.md §2: no pop-up; this very window is now the provider's sign-in page.
  await expect(page).toHaveURL((url) => url.origin === providerOrigin());
  await signInAtProvider(page);

  await expect(page).toHaveURL(returnTo);
  await expectSignedInAs(page, providerAccount.email);
  expect(popups).toBe(0);
});

test("with redirect_uri, a sign-in the buyer cancels at the provider comes back signed out, logged and unannounced", async ({
  page,
  baseURL,
}) => {
  const checkoutPath = `/${demo.tipJar.coffee}`;
  const returnTo = `${baseURL}${checkoutPath}`;
  const errors = consoleErrors(page);
  await page.goto(`${checkoutPath}?redirect_uri=${encodeURIComponent(returnTo)}`);
  await socialButton(page).click({ timeout: SIGN_IN_TIMEOUT });
  await expect(page).toHaveURL((url) => url.origin === providerOrigin());

  await page.getByRole("button", { name: "Cancel" }).click();

  // The checkout sends the window back with social_login=failed; the page logs it and takes the
  // parameter out of the address, so a reload does not report it again.
  await expect.poll(() => errors.join("\n")).toContain("Social login failed");
  await expect(page).toHaveURL(returnTo);
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeVisible();
  await expect(socialLoginNotices(page)).toHaveCount(0);
});

test("where the browser blocks the pop-up, the whole window goes instead and comes back to the same page signed in", async ({
  page,
  baseURL,
}) => {
  // What a pop-up blocker does: window.open answers no window.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const checkoutPath = `/${demo.tipJar.coffee}?utm_source=newsletter`;
  await page.goto(checkoutPath);
  await socialButton(page).click({ timeout: SIGN_IN_TIMEOUT });

  await expect(page).toHaveURL((url) => url.origin === providerOrigin());
  await signInAtProvider(page);

  await expect(page).toHaveURL(`${baseURL}${checkoutPath}`);
  await expectSignedInAs(page, providerAccount.email);
});
