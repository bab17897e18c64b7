import { expect, type Locator } from "@playwright/test";
import type { MessageKey } from "../../packages/core/src/i18n/catalog";
import { englishMessages } from "../../packages/core/src/i18n/english";
import { pseudoText } from "../../packages/core/src/i18n/pseudo";

// In the pseudo-locale every word from a catalog is accented and wrapped in [brackets]
// (docs/decisions/106): whatever is left once the bracketed messages are taken away was written
// into the page by hand, and a translator would never see it.

/** `path` with the pseudo-locale asked for in its address. */
export function inPseudoLocale(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}locale=en-XA`;
}

/** A message as the pseudo-locale writes it, its placeholders filled (the "other" plural form). */
export function xa(key: MessageKey, values: Record<string, string> = {}): string {
  const message: string | { other: string } = englishMessages[key];
  const text = typeof message === "string" ? message : message.other;
  return pseudoText(text).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
}

export interface CatalogCheck {
  /** What may show besides catalog words: the creator's words, an address, a code, a brand. */
  allowed?: readonly string[];
  /** Parts of the area checked elsewhere, as a selector. */
  skip?: string;
}

/**
 * The words in `area` (shown text, and the aria-label, placeholder, alt and title a screen
 * reader reads) that are neither from a catalog, nor allowed, nor only digits and signs (an
 * amount, a card's last four, an expiry).
 */
async function wordsNotFromCatalog(area: Locator, check: CatalogCheck): Promise<string[]> {
  const texts = await area.evaluate((root, skip) => {
    const attributes = ["aria-label", "placeholder", "alt", "title"];
    const copy = root.cloneNode(true) as HTMLElement;
    if (skip) for (const other of Array.from(copy.querySelectorAll(skip))) other.remove();
    const named = Array.from(copy.querySelectorAll("*")).flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ""),
    );
    // innerText needs the element laid out: measure the original, less the skipped parts.
    const hidden = skip ? Array.from(root.querySelectorAll<HTMLElement>(skip)) : [];
    for (const element of hidden) element.dataset.pseudoCheck = element.style.display;
    for (const element of hidden) element.style.display = "none";
    // biome-ignore lint/performance/useDomNodeTextContent: only the rendered text is read
    const shown = (root as HTMLElement).innerText;
    for (const element of hidden) element.style.display = element.dataset.pseudoCheck ?? "";
    return [shown, ...named];
  }, check.skip ?? "");
  return texts.flatMap((text) => leftOver(text, check.allowed ?? []));
}

function leftOver(text: string, allowed: readonly string[]): string[] {
  let rest = text;
  // Innermost first: a message can hold another ("[Make default for [Visa ending in 4242]]").
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, " ");
  }
  // The longest first, so that "Northwind Membership" goes before "Northwind" could.
  for (const word of [...allowed].sort((a, b) => b.length - a.length)) {
    rest = rest.split(word).join(" ");
  }
  return rest.split(/\s+/).filter((word) => !/^[\d\s•·.,:;/()+\-–—…?!*$€£¥]*$/.test(word));
}

/** Waits until everything shown in `area` comes from a catalog or is allowed. */
export async function expectAllFromCatalog(area: Locator, check: CatalogCheck = {}) {
  await expect(area.first()).toBeVisible();
  for (const part of await area.all()) {
    await expect.poll(() => wordsNotFromCatalog(part, check)).toEqual([]);
  }
}
