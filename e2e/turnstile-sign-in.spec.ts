import { expect, test } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import {
  expectSignedInAs,
  readCode,
  requestEmailCode,
  SIGN_IN_TIMEOUT,
  typeCode,
  uniqueEmail,
} from "./support/sign-in";

test("with Turnstile, a buyer proves they are a person, then signs in with an e-mailed code", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("turnstile");
  await page.goto(`/${demo.membership.monthly}`);
  const challenge = page.frameLocator(
    'iframe[title="Widget containing a Cloudflare security challenge"]',
  );
  await expect(page.getByLabel("Email address")).toHaveCount(0);

  await challenge.getByRole("checkbox", { name: "Verify you are human" }).check({
    timeout: SIGN_IN_TIMEOUT,
  });

  // Looking up, registering and sending the code each spend a token of their own.
  await requestEmailCode(page, email);
  await typeCode(page, await readCode(request, email));
  await expectSignedInAs(page, email);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
});
