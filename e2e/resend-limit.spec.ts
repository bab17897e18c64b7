import { expect, test } from "@playwright/test";
import { openCheckout, requestEmailCode, uniqueEmail } from "./support/sign-in";

// The shipped limit per address: five codes in 15 minutes from one network, whatever the
// server's settings per network. The page says when the first of them leaves the count: 15
// minutes and a slice of 15 seconds after it, less the seconds the journey took.
test("a buyer who asks for a sixth code in a few minutes is asked to wait", async ({ page }) => {
  const email = uniqueEmail("resend-limit");
  await openCheckout(page);
  await requestEmailCode(page, email);
  const resend = page.getByRole("button", { name: "Resend" });

  for (let sent = 2; sent <= 5; sent += 1) {
    await resend.click();
    await expect(page.getByText(`We sent a new code to ${email}.`)).toBeVisible();
  }
  await resend.click();

  await expect(page.getByRole("alert")).toHaveText(
    /^Too many codes were requested\. You can ask for another code in 1[56] minutes\.$/,
  );
});
