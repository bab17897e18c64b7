import { expect, test } from "./support/fixtures";
import {
  expectSignedInAs,
  openCheckout,
  signInWithEmailCode,
  uniqueEmail,
} from "./support/sign-in";

test("a reload keeps the buyer signed in", async ({ page, request }) => {
  const email = uniqueEmail("reload");
  await openCheckout(page);
  await signInWithEmailCode(page, request, email);

  await page.reload();

  await expectSignedInAs(page, email);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  // The access token lives in memory only (principle P1), never in the page's storage.
  const stored = await page.evaluate(
    "JSON.stringify([{ ...localStorage }, { ...sessionStorage }])",
  );
  expect(stored).not.toMatch(/eyJ/);
});
