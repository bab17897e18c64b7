import { expect, test } from "@playwright/test";
import { outboundClaimFor } from "./support/claims";
import { demo } from "./support/demo-catalog";
import { expectSignedInAs, SIGN_IN_TIMEOUT, uniqueEmail } from "./support/sign-in";

test("a buyer the creator's site sends with a claim arrives signed in, and the claim leaves the address", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("claim");
  const claim = await outboundClaimFor(request, email);

  await page.goto(`/${demo.membership.monthly}?claim=${claim}&utm_source=newsletter`);

  await expectSignedInAs(page, email);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  const address = new URL(page.url());
  expect(address.pathname).toBe(`/${demo.membership.monthly}`);
  expect(address.search).toBe("?utm_source=newsletter");

  // The same link again, in a browser without that session: the claim was spent, so the
  // buyer meets the sign-in form, and the address is cleaned all the same.
  await page.context().clearCookies();
  await page.goto(`/${demo.membership.monthly}?claim=${claim}`);

  await expect(page.getByLabel("Email address")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByText("Signed in as")).toHaveCount(0);
  expect(new URL(page.url()).search).toBe("");
});

test("a made-up claim leaves the buyer signed out, with the page working", async ({ page }) => {
  await page.goto(`/${demo.membership.monthly}?claim=not-a-real-claim&gift=true`);

  await expect(page.getByLabel("Email address")).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByText("Signed in as")).toHaveCount(0);
  expect(new URL(page.url()).search).toBe("?gift=true");
});
