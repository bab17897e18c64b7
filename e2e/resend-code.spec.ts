import { expect, test } from "@playwright/test";
import {
  expectSignedInAs,
  messageIds,
  openCheckout,
  readCode,
  requestEmailCode,
  typeCode,
  uniqueEmail,
} from "./support/sign-in";

test("Resend sends a new code and the old one stops working", async ({ page, request }) => {
  const email = uniqueEmail("resend");
  await openCheckout(page);
  await requestEmailCode(page, email);
  const oldCode = await readCode(request, email);
  const seen = await messageIds(request, email);

  await page.getByRole("button", { name: "Resend" }).click();
  await expect(page.getByText(`We sent a new code to ${email}.`)).toBeVisible();
  const newCode = await readCode(request, email, seen);
  // One time in a million the two random codes are equal: the old digits are then the new code.
  if (newCode !== oldCode) {
    await typeCode(page, oldCode);
    await expect(page.getByRole("alert")).toHaveText("Invalid code");
  }

  await typeCode(page, newCode);
  await expectSignedInAs(page, email);
});
