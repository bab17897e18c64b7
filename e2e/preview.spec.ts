import type { Page } from "@playwright/test";
import { watchAnalytics } from "./support/analytics";
import { createDemoKey, openDashboardWithKey } from "./support/dashboard";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { openCheckout } from "./support/sign-in";

// product.md §2 "No pop-up opens in preview mode": a creator previews a checkout page from the
// dashboard's tab, where their key is; the preview can sell nothing and records nothing
// (docs/decisions/091).

const previewBanner = (page: Page) => page.getByText("Signing in and paying are off.");

test("a creator's preview shows a banner, lets nobody sign in, opens no pop-up and records nothing", async ({
  page,
  context,
}) => {
  const { key } = await createDemoKey();
  await openDashboardWithKey(page, key);
  await expect(page.getByText(/days in UTC$/)).toBeVisible({ timeout: 20_000 });

  const analytics = watchAnalytics(page);
  const popups: Page[] = [];
  context.on("page", (opened) => popups.push(opened));
  await page.getByRole("link", { name: "Preview your pages" }).click();
  await expect(page).toHaveURL(/\/@northwind\?preview=true$/);
  // The creator's own page says it is a preview, as each checkout it links to does.
  await expect(previewBanner(page)).toBeVisible();
  await page
    .getByRole("region", { name: demo.membership.title })
    .getByRole("link", { name: /^Monthly/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${demo.membership.monthly}\\?preview=true$`));
  await expect(previewBanner(page)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: demo.membership.title })).toBeVisible();
  await expect(page.getByLabel("Email address")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Continue", exact: true }).click({ force: true });
  await expect(page.getByLabel("Verification code")).toHaveCount(0);

  // An ordinary page sends its first batch once idle, within the queue's 3 s drain (product.md
  // §9): an absence needs that bound, so the journey waits it out once the page is idle.
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 2_000 })));
  await page.waitForTimeout(3_500);
  // Leaving is when an ordinary page sends what it has not sent yet.
  await page.goto("about:blank");
  expect(analytics.requests()).toBe(0);
  expect(popups).toEqual([]);
});

test("?preview=true without the creator's key is the ordinary page, recorded as ever", async ({
  page,
}) => {
  const analytics = watchAnalytics(page);
  await openCheckout(page, `/${demo.membership.monthly}?preview=true`);
  await analytics.next("pay:page_view");
  await expect(previewBanner(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeEnabled();

  // The creator's page too: without the key, its banner stays hidden.
  await page.goto("/@northwind?preview=true");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: demo.publisherName })).toBeVisible();
  await expect(previewBanner(page)).toBeHidden();
});
