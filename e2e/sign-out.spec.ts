import { expect, test } from "@playwright/test";
import { openCheckout, SIGN_IN_TIMEOUT, signInWithEmailCode, uniqueEmail } from "./support/sign-in";

test("signing out returns to the sign-in form, and a reload stays signed out", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("sign-out");
  await openCheckout(page);
  await signInWithEmailCode(page, request, email);

  await page.getByRole("button", { name: "Sign out" }).click();

  await expect(page.getByLabel("Email address")).toHaveValue("");
  await expect(page.getByText("Signed in as")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Payment" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  await expect(page.getByText("Signed in as")).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});
