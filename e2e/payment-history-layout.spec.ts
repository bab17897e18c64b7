import type { Locator, Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { clippedContent } from "./support/layout-checks";
import { addCard, payButton, testCards, thankYou } from "./support/payment";

// After a payment the page ends where its content does, and the payment history wraps its
// words only between words, at a desktop's width and a phone's (docs/decisions/143).

/**
 * The page's height beside the bottom of what it shows after a payment: the thank-you card and
 * the summary beside or above it. Document coordinates, in CSS px.
 */
async function pageAfterPayment(page: Page) {
  return page.evaluate(() => {
    const edges = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box
        ? { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY }
        : { top: 0, bottom: 0 };
    };
    return {
      pageHeight: document.documentElement.scrollHeight,
      viewportHeight: window.innerHeight,
      contentBottom: Math.max(edges(".success").bottom, edges(".checkout__summary").bottom),
      footerTop: edges(".footer").top,
      footerBottom: edges(".footer").bottom,
    };
  });
}

/**
 * The words of the table that a line break cuts in two: each word of each text, measured as a
 * range, must lie on one line. A hyphen ends a word, as in any text: an invoice number
 * ("NORTHWIND-2026-000001") may wrap after one of its hyphens, never inside a part.
 */
async function splitWords(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? "").matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((line) => line.width > 0)
            .map((line) => Math.round(line.top)),
        );
        if (lines.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/** Cells whose text runs out of their own box, into a neighbour's. */
async function overflowingCells(table: Locator): Promise<string[]> {
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll("th, td"))
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        if (text.width === 0) return false;
        return text.left < box.left - 1 || text.right > box.right + 1;
      })
      .map((cell) => (cell.textContent ?? "").trim()),
  );
}

async function payForACoffee(page: Page, signIn: (path: string, label: string) => Promise<string>) {
  await signIn(`/${demo.tipJar.coffee}`, "history-layout");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay CHF 5").click();
  await expect(thankYou(page)).toBeVisible();
}

test("after paying, the page ends with its content, at a desktop's width and a phone's", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await payForACoffee(page, signIn);

  // A short window, so that the page is taller than it whatever the width.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 400 });
    const after = await pageAfterPayment(page);
    const where = `at ${width} px: ${JSON.stringify(after)}`;
    expect(after.pageHeight, where).toBeGreaterThan(after.viewportHeight);
    // Below the content: the page's bottom padding, then the footer; no height held open.
    expect(after.footerTop - after.contentBottom, where).toBeLessThanOrEqual(64);
    expect(after.pageHeight, where).toBeLessThanOrEqual(after.footerBottom + 1);
  }
});

test("the payment history splits no word and overlaps nothing, from a desktop's width to 320 px", async ({
  page,
  signIn,
}) => {
  await payForACoffee(page, signIn);
  await page.reload();
  const history = page.getByRole("table", { name: "Payment history" });
  await expect(history.getByRole("row").filter({ hasText: "CHF 5" })).toHaveCount(1);
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await history.scrollIntoViewIfNeeded();
    expect(await splitWords(history), `words cut in two at ${width} px`).toEqual([]);
    expect(await overflowingCells(history), `cells overflowing at ${width} px`).toEqual([]);
    expect(await clippedContent(page), `content outside its box at ${width} px`).toEqual([]);
  }
  // The table may scroll sideways in its own box on a phone, which a keyboard reaches; on a
  // desktop it fits its card.
  const box = page.getByRole("region", { name: "Payment history" });
  await expect(box).toHaveAttribute("tabindex", "0");
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
});
