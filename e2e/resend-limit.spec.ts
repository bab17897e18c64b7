import { expect, test } from "@playwright/test";
import {
  messageIds,
  openCheckout,
  readCode,
  requestEmailCode,
  uniqueEmail,
} from "./support/sign-in";

// The shipped limit per address: five codes in 15 minutes from one network, whatever the
// server's settings per network. The page says when the first of them leaves the count: 15
// minutes and a slice of 15 seconds after it, less the seconds the journey took.
test("a buyer who asks for a sixth code in a few minutes is asked to wait", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("resend-limit");
  await openCheckout(page);
  await requestEmailCode(page, email);
  const resend = page.getByRole("button", { name: "Resend" });

  for (let sent = 2; sent <= 5; sent += 1) {
    // As a person does, the buyer asks again once the last code has reached their inbox.
    const seen = await messageIds(request, email);
    await resend.click();
    await readCode(request, email, seen);
    await expect(page.getByText(`We sent a new code to ${email}.`)).toBeVisible();
  }
  await resend.click();

  await expect(page.getByRole("alert")).toHaveText(
    /^Too many codes were requested\. You can ask for another code in 1[56] minutes\.$/,
  );
});
