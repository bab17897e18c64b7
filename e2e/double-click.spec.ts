import type { Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import {
  messageIds,
  openCheckout,
  readCode,
  requestEmailCode,
  uniqueEmail,
} from "./support/sign-in";

// product.md §9: an async handler ignores a second press within 500 ms. A donation may be
// given twice on purpose, so only the page stands between a double click and a second charge.

/** The requests the page sends whose path matches, counted from now on. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) {
      seen.push(request.url());
    }
  });
  return seen;
}

test("a double-clicked Pay on the tip jar sends one purchase and charges once", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.coffee}`, "double-pay");
  await addCard(page, testCards.visa);
  const purchases = countRequests(page, "POST", /^\/api\/purchase\//);
  const pay = payButton(page, "Pay CHF 5");
  await expect(pay).not.toHaveAttribute("aria-disabled", "true");
  await pay.dblclick();
  await expect(thankYou(page)).toBeVisible();
  expect(purchases).toHaveLength(1);

  await page.reload();
  const history = page.getByRole("table", { name: "Payment history" });
  await expect(history.getByRole("row").filter({ hasText: "CHF 5" })).toHaveCount(1);
});

test("a double-clicked Resend sends one new code", async ({ page, request }) => {
  const email = uniqueEmail("double-resend");
  await openCheckout(page);
  await requestEmailCode(page, email);
  await readCode(request, email);
  const seen = await messageIds(request, email);
  const resends = countRequests(page, "POST", /^\/api\/auth\/user\/code\//);

  await page.getByRole("button", { name: "Resend" }).dblclick();
  await expect(page.getByText(`We sent a new code to ${email}.`)).toBeVisible();
  await readCode(request, email, seen);
  expect(resends).toHaveLength(1);
  expect(await messageIds(request, email)).toHaveLength(seen.length + 1);
});
