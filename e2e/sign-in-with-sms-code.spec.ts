import { expect, test } from "@playwright/test";
import {
  expectSignedInAs,
  messageIds,
  openCheckout,
  readCode,
  SIGN_IN_TIMEOUT,
  typeCode,
  uniquePhone,
} from "./support/sign-in";

test("a returning buyer signs in again with a code sent by text message", async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const shown = phone.typed;

  async function signInByText(seen: string[]) {
    await page.getByRole("tab", { name: "Phone" }).click();
    await page.getByLabel("Phone number").fill(phone.typed);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(`Enter the verification code sent to ${shown}.`)).toBeVisible({
      timeout: SIGN_IN_TIMEOUT,
    });
    await typeCode(page, await readCode(request, phone.e164, seen));
    await expectSignedInAs(page, shown);
  }

  await openCheckout(page);
  await signInByText([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();

  const firstText = await messageIds(request, phone.e164);
  expect(firstText).toHaveLength(1);
  await signInByText(firstText);
});
