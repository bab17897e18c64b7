import { expect, type Page, test } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import { openCheckout, signInWithEmailCode, uniqueEmail } from "./support/sign-in";

/** The test machine has no network: the creator's site and a look-alike answer from here. */
async function serveSites(page: Page) {
  const visited: string[] = [];
  for (const site of ["https://northwind.example", "https://northwind.example.evil.test"]) {
    await page.route(`${site}/**`, async (route) => {
      visited.push(route.request().url());
      await route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>${new URL(site).host}</title><h1>Welcome to ${new URL(site).host}</h1>`,
      });
    });
  }
  return visited;
}

test("Continue follows a redirect to the creator's own site, and refuses a look-alike", async ({
  page,
  request,
}) => {
  const visited = await serveSites(page);
  await openCheckout(
    page,
    `/${demo.pass.dayPass}?redirect_url=${encodeURIComponent("https://northwind.example/welcome")}`,
  );
  await signInWithEmailCode(page, request, uniqueEmail("redirect"));
  await addCard(page, testCards.visa);
  await payButton(page, "Pay ¥3,000").click();
  await expect(thankYou(page)).toBeVisible();

  await page.getByRole("button", { name: "Continue" }).click();

  // A verified buyer carries a fresh claim for the creator's site (docs/decisions/038).
  await expect(page).toHaveURL(/^https:\/\/northwind\.example\/welcome\?pico_claim=[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Welcome to northwind.example" })).toBeVisible();

  // Principle P2: a host that merely starts like the creator's is not the creator's site.
  await page.goto(
    `/${demo.tipJar.coffee}?redirect_url=${encodeURIComponent("https://northwind.example.evil.test/x")}`,
  );
  await payButton(page, "Pay CHF 5").click();
  await expect(thankYou(page)).toBeVisible();

  await page.getByRole("button", { name: "Continue" }).click();

  // The creator's public page instead, which spends the claim and drops it from the address.
  await expect(page).toHaveURL(/\/@northwind$/);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Notes" })).toBeVisible();
  expect(visited.some((url) => url.includes("evil.test"))).toBe(false);
});
