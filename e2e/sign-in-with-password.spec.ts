import { expect, test } from "@playwright/test";
import {
  expectSignedInAs,
  openCheckout,
  SIGN_IN_TIMEOUT,
  signInWithEmailCode,
  uniqueEmail,
} from "./support/sign-in";

test("a buyer sets a password and signs in with it next time", async ({ page, request }) => {
  const email = uniqueEmail("password");
  const password = "correct horse battery";
  await openCheckout(page);
  await signInWithEmailCode(page, request, email);

  await page.getByRole("button", { name: "Set a password" }).click();
  await page.getByLabel("New password").fill("too short");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Password saved. Next time you can sign in with it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Set a password" })).toHaveCount(0);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();

  const passwordField = page.getByLabel("Password", { exact: true });
  await expect(passwordField).toBeFocused({ timeout: SIGN_IN_TIMEOUT });
  await passwordField.fill("not my password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "That password is not right for this account.",
    { timeout: SIGN_IN_TIMEOUT },
  );

  await passwordField.fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The sign-in is also announced in the page's news region: look at the Contact Info card.
  await expect(
    page.getByRole("region", { name: "Contact Info" }).getByText("Signed in as"),
  ).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expectSignedInAs(page, email);
});
