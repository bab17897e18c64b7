import { expect, test } from "@playwright/test";
import { openCheckout, readCode, requestEmailCode, typeCode, uniqueEmail } from "./support/sign-in";

test("a wrong code shows Invalid code and can be typed again", async ({ page, request }) => {
  const email = uniqueEmail("wrong-code");
  await openCheckout(page);
  await requestEmailCode(page, email);
  const code = await readCode(request, email);
  const wrongCode = code.replace(/\d$/, (last) => String((Number(last) + 1) % 10));

  await typeCode(page, wrongCode);

  await expect(page.getByRole("alert")).toHaveText("Invalid code");
  const codeInput = page.getByLabel("Verification code");
  await expect(codeInput).toHaveValue("");
  await expect(codeInput).toBeFocused();
  await expect(page.getByText("Signed in as")).toHaveCount(0);
});
