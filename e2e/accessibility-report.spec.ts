import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expectAccessible, expectFocusIndicators } from "./support/accessibility-checks";
import { demoUsername } from "./support/dashboard";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { widths } from "./support/keyboard";

// The conformance report is published with the page (docs/decisions/074): every page's footer
// links to it in the same place (WCAG 3.2.3, 3.2.6), and it opens as a page of its own.

// Three pages and the report, each loaded afresh: more than a minute on a busy machine.
test.describe.configure({ timeout: 150_000 });

const footerLinks = (page: Page) => page.getByRole("contentinfo").getByRole("link");

test("every page's footer links to the report, first, and the report opens by keyboard", async ({
  page,
}) => {
  for (const path of [
    `/${demo.membership.monthly}`,
    `/@northwind/redeem-gift?code=${"A".repeat(43)}`,
    `/dashboard/${demoUsername}`,
  ]) {
    await page.goto(path);
    await expect(footerLinks(page).first(), path).toHaveText("Accessibility");
    await expect(footerLinks(page).first(), path).toHaveAttribute("href", "/accessibility.html");
  }

  await page.goto(`/${demo.membership.monthly}`);
  await footerLinks(page).first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/accessibility\.html$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Accessibility conformance report" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Accessibility conformance report");
  // One row per success criterion of levels A and AA, each with its verdict.
  await expect(page.getByRole("rowheader", { name: /^2\.4\.3 Focus Order$/ })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: /^2\.5\.8 Target Size/ })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

// The report itself, at both widths (WCAG 1.4.10): each table's box takes the focus, shows it,
// and scrolls by keyboard to the last column where the table is wider than the page (2.1.1).
for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });

    test("the report's tables are reached, shown focused and scrolled by keyboard", async ({
      page,
    }) => {
      await page.goto("/accessibility.html");
      await expectAccessible(page, "the report");
      await expectFocusIndicators(page, "the report", 80);
      const tables = page.getByRole("region").filter({ has: page.getByRole("table") });
      await expect(tables).toHaveCount(3);
      const criteria = page.getByRole("region", { name: "Table 1: Success criteria, level A" });
      await criteria.focus();
      await expect(criteria).toBeFocused();
      const room = await criteria.evaluate((box) => box.scrollWidth - box.clientWidth);
      await page.keyboard.press("End");
      for (let press = 0; press < 40; press += 1) await page.keyboard.press("ArrowRight");
      await expect
        .poll(() => criteria.evaluate((box) => box.scrollLeft), "scrolled to the last column")
        .toBeGreaterThanOrEqual(room - 1);
    });
  });
}
