import { expect, test } from "./support/fixtures";
import {
  expectSignedInAs,
  openCheckout,
  readCode,
  requestEmailCode,
  typeCode,
  uniqueEmail,
} from "./support/sign-in";

test("a new buyer signs in with a code sent by e-mail", async ({ page, request }) => {
  const email = uniqueEmail("new-buyer");
  await openCheckout(page);
  await expect(page.getByRole("tab", { name: "Email" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Payment" })).toHaveCount(0);

  await requestEmailCode(page, email);
  const codeInput = page.getByLabel("Verification code");
  await expect(codeInput).toBeFocused();
  await expect(codeInput).toHaveAttribute("autocomplete", "one-time-code");

  // Typing the sixth digit sends the code; there is nothing else to press.
  await typeCode(page, await readCode(request, email));

  await expectSignedInAs(page, email);
  await expect(page.getByText("Enter the verification code")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Newsletters" })).toBeVisible();

  // Change signs out and starts over with an empty form.
  await page.getByRole("button", { name: "Change", exact: true }).click();
  await expect(page.getByLabel("Email address")).toHaveValue("");
  await expect(page.getByLabel("Email address")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Payment" })).toHaveCount(0);
});
