import { expect, test } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import {
  type StoredErrorReport,
  serveProductWithoutPublisher,
  serveUnrenderedCheckout,
} from "./support/error-reports";

// With no Sentry DSN the page reports to the server's own collector (docs/decisions/042); the
// journeys read it back where the dev outbox is, at GET /api/dev/errors.

async function collectedReports(request: import("@playwright/test").APIRequestContext) {
  const response = await request.get("/api/dev/errors");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { reports: StoredErrorReport[] }).reports;
}

test("a product whose data breaks the page shows the fallback and is reported", async ({
  page,
  request,
}) => {
  await serveProductWithoutPublisher(page);

  await page.goto(`/${demo.membership.monthly}?claim=a-claim-from-a-link`);

  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload page" })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await collectedReports(request)).find(
          (report) => report.place === "render" && report.message.includes("reading 'username'"),
        ),
      { timeout: 15_000 },
    )
    .toMatchObject({
      source: "page",
      release: "v3.27.5",
      service: "pay",
      url: expect.stringMatching(new RegExp(`/${demo.membership.monthly}$`)),
      message: "TypeError: Cannot read properties of null (reading 'username')",
      // Where it broke: the page's own script, and the components it was rendering.
      stack: expect.stringContaining("/assets/page-"),
    });
  const everything = JSON.stringify(await collectedReports(request));
  expect(everything).not.toContain("a-claim-from-a-link");
});

test("a product that cannot be loaded shows the fallback and is reported", async ({
  page,
  request,
}) => {
  await serveUnrenderedCheckout(page);
  await page.route("**/api/query", (route) =>
    route.fulfill({
      status: 503,
      json: { error: "INTERNAL", message: "The catalog is resting (try 654321 later)." },
    }),
  );

  await page.goto(`/${demo.pass.dayPass}`);

  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await collectedReports(request)).find((report) => report.place === "product-load"),
      { timeout: 15_000 },
    )
    .toMatchObject({
      source: "page",
      message: "ApiError: The catalog is resting (try [code] later).",
      count: 1,
    });
});
