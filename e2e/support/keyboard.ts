import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Helpers for the keyboard and screen-reader journeys: where focus is, what the page said
 * politely, and what a person tabbing through the page reaches.
 */

/** The focused element as a screen reader names it: its tag, and its text or label. */
export async function focusedElement(page: Page): Promise<{ tag: string; text: string }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const element = active instanceof HTMLElement ? active : document.body;
    const label =
      element.getAttribute("aria-label") ??
      (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? "") : "");
    return {
      tag: element.tagName.toLowerCase(),
      text: `${label} ${element.textContent ?? ""}`.replace(/\s+/g, " ").trim(),
    };
  });
}

/** Focus never falls to the page itself, as it does when the focused control goes. */
export async function expectFocusNotLost(page: Page) {
  await expect(page.locator("body")).not.toBeFocused();
  expect((await focusedElement(page)).tag).not.toBe("body");
}

/** The page's news region, which says what happened away from the focused control. */
export function pageNews(page: Page): Locator {
  return page.locator("[data-page-news]");
}

/** A polite live region, anywhere on the page, once it says `text`. */
export function politeRegion(page: Page, text: string | RegExp): Locator {
  return page.locator('[aria-live="polite"]', { hasText: text });
}

/** Presses Tab until `target` has focus, as a person does; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

/**
 * The focused element is inside the viewport, where a sighted keyboard user sees it, and drawn
 * with a focus indicator (an outline or a ring).
 */
export async function expectFocusInView(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      inView: box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0,
      indicated:
        element.matches(":focus-visible") &&
        ((style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== "none"),
    };
  });
  expect(focus?.inView, "the focused control is in view").toBe(true);
  expect(focus?.indicated, "the focused control shows a focus indicator").toBe(true);
}

/** The two widths every journey runs at: a desktop, and a phone held upright (WCAG 1.4.10). */
export const widths = [
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
  { name: "320 px", viewport: { width: 320, height: 640 } },
] as const;
