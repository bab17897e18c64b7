import { expect, type Page } from "@playwright/test";

/**
 * The social checkout (playwright.config.ts, project "social") signs buyers in through a real
 * OpenID provider on this machine (testing/serve-oidc-provider.ts). Its sign-in
 * page asks for an account name, as a provider asks for a login.
 */
export const OIDC_PROVIDER_NAME = "Northwind ID";

/** The provider's accounts: the name typed on its page, and the e-mail it vouches for. */
export const providerAccount = {
  name: "verified-buyer",
  email: "verified-buyer@example.com",
} as const;

/** The provider's own address, another origin than the checkout's. */
export function providerOrigin(): string {
  const issuer = process.env.E2E_OIDC_ISSUER;
  if (!issuer) throw new Error("E2E_OIDC_ISSUER is set by playwright.config.ts");
  return issuer;
}

/** The checkout's "Continue with Northwind ID" button. */
export function socialButton(page: Page) {
  return page
    .getByRole("region", { name: "Contact Info" })
    .getByRole("button", { name: `Continue with ${OIDC_PROVIDER_NAME}` });
}

/** Presses the social button and answers the pop-up it opens. */
export async function openProviderPopup(page: Page): Promise<Page> {
  const popup = page.waitForEvent("popup");
  await socialButton(page).click();
  const opened = await popup;
  await expect(opened.getByLabel("Account")).toBeVisible();
  return opened;
}

/** Signs in on the provider's page as a person would: types the account name, presses Sign in. */
export async function signInAtProvider(providerPage: Page, account: string = providerAccount.name) {
  await providerPage.getByLabel("Account").fill(account);
  await providerPage.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Every message the Contact Info card shows the buyer: a social login's outcome is never among
 * them, nor a notice from another way in that the pop-up disturbed (the passkey autofill's).
 */
export function socialLoginNotices(page: Page) {
  return page.getByRole("region", { name: "Contact Info" }).getByRole("alert");
}

/** Collects what the page writes to the console as errors, to see that a failure was logged. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}
