import { expect, test } from "./support/fixtures";

// A creator's developer reads the API's reference on the checkout itself (docs/decisions/068):
// the page comes from this server alone, under its content security policy, and lists every
// operation by the group it belongs to.

test("a developer reads the API reference and opens an operation", async ({ page, baseURL }) => {
  const ownOrigin = new URL(baseURL ?? "").origin;
  const otherOrigins: string[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== ownOrigin) otherOrigins.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));

  await page.goto("/api/docs");

  // The reference draws the whole document (every route, and the webhooks' payloads) before it
  // shows anything; on a busy machine that takes longer than a click's answer.
  await expect(page.getByRole("heading", { name: "Creator Checkout API" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("heading", { name: /^Purchases\b/ })).toBeVisible();
  const purchase = page
    .locator(".opblock")
    .filter({ hasText: "/api/purchase/product/{productOptionId}" })
    .filter({ has: page.locator(".opblock-summary-method", { hasText: "POST" }) });
  await expect(purchase).toBeVisible();
  await expect(purchase).toContainText("Buy an option with the buyer's default card");

  await purchase.locator(".opblock-summary").click();

  await expect(purchase.getByText("productOptionId", { exact: false }).first()).toBeVisible();
  await expect(purchase.getByRole("heading", { name: "Responses" })).toBeVisible();
  await expect(purchase.getByText("Idempotency-Key", { exact: false }).first()).toBeVisible();

  expect(otherOrigins, "requests to another origin").toEqual([]);
  expect(consoleErrors, "errors in the console").toEqual([]);
});
