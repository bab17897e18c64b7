import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The measurable checks of the conformance report (docs/accessibility.md), run on each state a
 * journey reaches: axe-core's rules, and what axe does not measure. Contrast is WCAG's: 4.5:1 for
 * text (placeholders included, 1.4.3), 3:1 for a field's edge and a focus indicator against what
 * surrounds them (1.4.11, 2.4.7). An error is shown inside a live region, or beside the focused
 * field that it describes (3.3.1, 4.1.3).
 */

/** Colours read halfway through a fade are neither state: wait until every animation ended. */
async function animationsFinished(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** What the page computes in the browser: installed once per document, used by the checks. */
const inPageTools = `
window.__a11y ??= (() => {
  const parse = (color) => {
    const match = /rgba?\\(([^)]+)\\)/.exec(color);
    if (!match) return null;
    const [r, g, b, a = 1] = match[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  const over = (top, bottom) => ({
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const [lr, lg, lb] = [r, g, b].map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const ratio = (one, two) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  };
  /** The colour painted behind an element: its ancestors' backgrounds, composited. */
  const backgroundBehind = (element) => {
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color && color.a > 0) layers.push(color);
      if (color && color.a === 1) break;
    }
    return layers.reduceRight((below, layer) => over(layer, below), { r: 255, g: 255, b: 255, a: 1 });
  };
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 1 && box.height > 1 && style.visibility !== "hidden" && Number(style.opacity) > 0 &&
      !element.closest('[aria-hidden="true"], .visually-hidden, [inert]')
    );
  };
  const nameOf = (element) => {
    const label = element.labels?.[0]?.textContent ?? element.getAttribute("aria-label") ?? "";
    const text = (label || element.textContent || element.getAttribute("placeholder") || "").trim();
    return element.tagName.toLowerCase() + "." + Array.from(element.classList).join(".") + ' "' + text.slice(0, 40) + '"';
  };
  /** A box-shadow's solid rings (no offset, no blur), outermost last. */
  const rings = (boxShadow) =>
    boxShadow === "none"
      ? []
      : boxShadow
          .split(/,(?![^(]*\\))/)
          .map((layer) => {
            const color = parse(layer);
            const lengths = (layer.replace(/rgba?\\([^)]*\\)/, "").match(/-?[\\d.]+px/g) ?? []).map(parseFloat);
            const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
            return { color, inset: /inset/.test(layer), solid: x === 0 && y === 0 && blur === 0 && spread >= 1 };
          })
          .filter((ring) => ring.color && ring.solid && ring.color.a > 0);
  const depth = 4;
  const lineage = (element) => {
    const nodes = [];
    for (let node = element; node && nodes.length < depth; node = node.parentElement) nodes.push(node);
    return nodes;
  };
  /** What draws a focus on the element and its near ancestors: outlines and solid rings. */
  const drawn = (element) =>
    lineage(element).map((node) => {
      const style = getComputedStyle(node);
      return {
        outline:
          style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1
            ? style.outlineColor + " " + style.outlineOffset
            : null,
        rings: rings(style.boxShadow).map((ring) => JSON.stringify(ring)),
      };
    });
  /**
   * The contrast of what focus adds (an outline, or a solid ring, on the control or on the box
   * that draws its focus) with what is behind it: \`focused\` is drawn() while focused.
   */
  const focusIndicator = (element, focused) => {
    const now = drawn(element);
    let best = null;
    lineage(element).forEach((node, index) => {
      const before = now[index];
      const after = focused[index];
      if (!after) return;
      const behind = backgroundBehind(node.parentElement ?? node);
      const inside = backgroundBehind(node);
      const found = [];
      if (after.outline && after.outline !== before.outline) {
        const [color, offset] = [parse(after.outline), parseFloat(after.outline.split(") ")[1])];
        const against = offset < 0 ? inside : behind;
        found.push(ratio(over(color, against), against));
      }
      for (const text of after.rings.filter((ring) => !before.rings.includes(ring))) {
        const ring = JSON.parse(text);
        const against = ring.inset ? inside : behind;
        found.push(ratio(over(ring.color, against), against));
      }
      for (const value of found) if (best === null || value > best) best = value;
    });
    return best;
  };
  return { parse, over, ratio, backgroundBehind, shown, nameOf, drawn, focusIndicator };
})();
`;

interface Finding {
  what: string;
  ratio: number;
}

/**
 * 1.4.3 for placeholders (axe skips them) and 1.4.11 for the edge of every field a value is
 * typed into: its border, or its own background, 3:1 against what surrounds it.
 */
export async function contrastShortfalls(page: Page): Promise<Finding[]> {
  await page.evaluate(inPageTools);
  return page.evaluate(() => {
    const tools = (window as unknown as { __a11y: A11yTools }).__a11y;
    const findings: { what: string; ratio: number }[] = [];
    const fields = Array.from(
      document.querySelectorAll<HTMLElement>(
        'input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"]):not([type="submit"]):not([type="button"]), textarea, select, .field__control, .otp__box',
      ),
    )
      .filter((field) => tools.shown(field))
      // A field that draws nothing of its own (the code's input, under the six boxes it fills)
      // is seen through what draws it, which is measured instead.
      .filter((field) => (tools.parse(getComputedStyle(field).color)?.a ?? 1) > 0);
    for (const field of fields) {
      const style = getComputedStyle(field);
      const own = tools.backgroundBehind(field);
      const outside = tools.backgroundBehind(field.parentElement ?? field);
      const placeholder = field.getAttribute("placeholder");
      if (placeholder && (field as HTMLInputElement).value === "") {
        const color = tools.parse(getComputedStyle(field, "::placeholder").color);
        if (color) {
          const ratio = tools.ratio(tools.over(color, own), own);
          if (ratio < 4.5) findings.push({ what: `placeholder of ${tools.nameOf(field)}`, ratio });
        }
      }
      const sides = ["Top", "Right", "Bottom", "Left"] as const;
      const edges = sides
        .filter(
          (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
        )
        .map((side) => tools.parse(style.getPropertyValue(`border-${side.toLowerCase()}-color`)))
        .filter((color): color is RGBA => color !== null)
        .map((color) => tools.ratio(tools.over(color, outside), outside));
      const edge = Math.max(tools.ratio(own, outside), ...edges);
      if (edge < 3) findings.push({ what: `edge of ${tools.nameOf(field)}`, ratio: edge });
    }
    return findings;
  });
}

/** 3.3.1 and 4.1.3: errors that nothing says (not in a live region, nor the focused field's). */
export async function unannouncedErrors(page: Page): Promise<string[]> {
  await page.evaluate(inPageTools);
  return page.evaluate(() => {
    const tools = (window as unknown as { __a11y: A11yTools }).__a11y;
    const focused = document.activeElement;
    const describesFocus = (error: Element) =>
      Boolean(error.id) &&
      (focused?.getAttribute("aria-describedby") ?? "").split(/\s+/).includes(error.id);
    return Array.from(document.querySelectorAll(".field__error"))
      .filter((error) => (error.textContent ?? "").trim() !== "" && tools.shown(error))
      .filter(
        (error) =>
          !error.closest(
            '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]',
          ) &&
          error !== focused &&
          !describesFocus(error),
      )
      .map((error) => (error.textContent ?? "").trim());
  });
}

/** Errors on screen and fields marked invalid: none before the buyer changed or sent anything. */
export async function shownErrors(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...Array.from(document.querySelectorAll(".field__error")).map((error) =>
        (error.textContent ?? "").trim(),
      ),
      ...Array.from(document.querySelectorAll('[aria-invalid="true"]')).map(
        (field) => `invalid: ${field.id}`,
      ),
    ].filter((text) => text !== ""),
  );
}

/**
 * 2.4.7 and 1.4.11: Tab through the page (or the open dialog) from where focus is, up to
 * `stops` controls or until it comes round; each focused control shows an indicator of 3:1
 * against what is behind it. Answers the controls that show none, or too faint a one.
 */
export async function faintFocusIndicators(page: Page, stops = 40): Promise<Finding[]> {
  await page.evaluate(inPageTools);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press("Tab");
    await animationsFinished(page);
    const focus = await page.evaluate(() => {
      const tools = (window as unknown as { __a11y: A11yTools }).__a11y;
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const path: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        path.push(`${node.tagName}${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
      }
      (window as unknown as { __focused: unknown }).__focused = tools.drawn(element);
      (window as unknown as { __lastFocused: Element }).__lastFocused = element;
      // Unfocused, the control shows what it shows without focus; Tab goes on from it.
      element.blur();
      return { key: path.join("<"), name: tools.nameOf(element) };
    });
    if (focus === null) continue;
    if (seen.has(focus.key)) break;
    seen.add(focus.key);
    await animationsFinished(page);
    const ratio = await page.evaluate(() => {
      const tools = (window as unknown as { __a11y: A11yTools }).__a11y;
      const focused = (window as unknown as { __focused: unknown }).__focused;
      const lastFocused = (window as unknown as { __lastFocused?: Element }).__lastFocused;
      return lastFocused ? tools.focusIndicator(lastFocused, focused) : null;
    });
    if (ratio === null || ratio < 3)
      findings.push({ what: `focus on ${focus.name}`, ratio: ratio ?? 0 });
  }
  return findings;
}

/**
 * Every check on the state the page is in: axe-core's rules (none violated), contrast of text,
 * placeholders and fields' edges, and errors that are said.
 */
export async function expectAccessible(page: Page, where: string) {
  await animationsFinished(page);
  // label-content-name-mismatch (WCAG 2.5.3) is experimental in axe-core, so off unless asked.
  const axe = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  expect(axe.violations, `${where}: axe-core`).toEqual([]);
  expect(await contrastShortfalls(page), `${where}: contrast under 4.5:1 or 3:1`).toEqual([]);
  expect(await unannouncedErrors(page), `${where}: errors nothing says`).toEqual([]);
}

/** Every control Tab reaches shows a focus indicator of 3:1 (WCAG 2.4.7, 1.4.11). */
export async function expectFocusIndicators(page: Page, where: string, stops?: number) {
  await animationsFinished(page);
  expect(await faintFocusIndicators(page, stops), `${where}: focus indicators`).toEqual([]);
}

interface RGBA {
  r: number;
  g: number;
  b: number;
  a: number;
}

interface A11yTools {
  parse(color: string): RGBA | null;
  over(top: RGBA, bottom: RGBA): RGBA;
  ratio(one: RGBA, two: RGBA): number;
  backgroundBehind(element: Element): RGBA;
  shown(element: Element): boolean;
  nameOf(element: Element): string;
  drawn(element: Element): unknown;
  focusIndicator(element: Element, focused: unknown): number | null;
}
