import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  expectSignedInAs,
  openCheckout,
  SIGN_IN_TIMEOUT,
  signInWithEmailCode,
  uniqueEmail,
} from "./support/sign-in";
import { addVirtualAuthenticator, withoutPasskeyAutofill } from "./support/virtual-authenticator";

// Passkeys (docs/decisions/037), with Chromium's virtual authenticator standing in for the
// device's own. This checkout runs at http://localhost:<port>, so passkeys belong to localhost.

/** Signs a new buyer in with a code and adds a passkey, as they would from the signed-in area. */
async function signInAndAddPasskey(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  await openCheckout(page);
  await signInWithEmailCode(page, request, email);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added. Next time you can sign in with it.")).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  return email;
}

test("a buyer adds a passkey, signs out, and is signed back in from the e-mail field's autofill", async ({
  page,
  request,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const email = await signInAndAddPasskey(page, request, "passkey-autofill");
  const [passkey] = await authenticator.credentials();
  expect(passkey).toMatchObject({ rpId: "localhost", isResidentCredential: true });

  await page.getByRole("button", { name: "Sign out" }).click();

  // The e-mail field offers the passkey in its autofill; the virtual authenticator picks it at
  // once, as a buyer choosing it there would, and no address is typed.
  await expect(page.getByLabel("Email address")).toHaveAttribute(
    "autocomplete",
    "username webauthn",
  );
  await expectSignedInAs(page, email);
});

test("in a browser without passkey autofill, the button signs the buyer in with their passkey", async ({
  page,
  request,
}) => {
  await withoutPasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  const email = await signInAndAddPasskey(page, request, "passkey-button");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();

  await expectSignedInAs(page, email);
  // The session lives on in its cookie, as a code sign-in's does.
  await page.reload();
  await expectSignedInAs(page, email);
});

test("a passkey of another host is refused, and the buyer stays signed out", async ({
  page,
  request,
}) => {
  await withoutPasskeyAutofill(page);
  await addVirtualAuthenticator(page);
  await signInAndAddPasskey(page, request, "passkey-host");

  // The same checkout reached by another host name: the passkey is localhost's, and the browser
  // will not use it for this page. (An answer forged for another host or origin is refused by
  // the server too: apps/server/src/http/passkey-api.test.ts.)
  const here = new URL(page.url());
  await openCheckout(page, `http://other.localhost:${here.port}${here.pathname}`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();

  await expect(page.getByRole("alert")).toHaveText(
    "Signing in with a passkey did not work. Please try again or use a code.",
    { timeout: SIGN_IN_TIMEOUT },
  );
  await expect(page.getByText("Signed in as")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();
});
