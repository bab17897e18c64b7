import { expect, type Page } from "@playwright/test";

/**
 * WCAG 1.4.12's text spacing, as the usual bookmarklet applies it: the page must lose no
 * content or function under it.
 */
export const TEXT_SPACING = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

interface TargetReport {
  name: string;
  width: number;
  height: number;
}

/**
 * WCAG 2.5.8: every pointer target on screen is at least 24 x 24 CSS px, or a circle of 24 px
 * around its centre reaches no other target; a link or button inside a sentence is exempt
 * ("inline"). A radio or a checkbox counts as its label, which takes the click. Answers the
 * targets that meet neither.
 */
export async function undersizedTargets(page: Page): Promise<TargetReport[]> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], select, textarea, input:not([type="hidden"]), [role="tab"], summary';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== "hidden" &&
        !element.closest('[aria-hidden="true"], .visually-hidden, [inert]')
      );
    };
    // The words around the targets: a row of buttons with a separator hidden from assistive
    // technology (" · ") between them is not a sentence.
    const wordsBesideTargets = (node: Node): string =>
      node instanceof Element &&
      (node.getAttribute("aria-hidden") === "true" || node.matches(selector))
        ? ""
        : node.nodeType === Node.TEXT_NODE
          ? (node.textContent ?? "")
          : Array.from(node.childNodes).map(wordsBesideTargets).join("");
    const isInline = (element: Element) => {
      const block = element.parentElement?.closest("p, li, dd, td");
      return block ? /\p{L}{2}/u.test(wordsBesideTargets(block)) : false;
    };
    const dialog = document.querySelector("dialog[open]");
    const scope: ParentNode = dialog ?? document;
    const targets = Array.from(scope.querySelectorAll(selector))
      .map((element) => {
        const choice =
          element instanceof HTMLInputElement &&
          (element.type === "radio" || element.type === "checkbox");
        return choice ? (element.closest("label") ?? element) : element;
      })
      .filter((element, index, all) => all.indexOf(element) === index && visible(element))
      .filter((element) => !isInline(element));
    const boxes = targets.map((element) => ({ element, box: element.getBoundingClientRect() }));
    const small = (box: DOMRect) => box.width < 24 || box.height < 24;
    const circleReaches = (box: DOMRect, other: DOMRect) => {
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const nx = Math.max(other.x, Math.min(cx, other.x + other.width));
      const ny = Math.max(other.y, Math.min(cy, other.y + other.height));
      return Math.hypot(cx - nx, cy - ny) < 12;
    };
    return boxes
      .filter(({ element, box }) => {
        if (!small(box)) return false;
        return boxes.some(
          (other) =>
            other.element !== element &&
            !other.element.contains(element) &&
            !element.contains(other.element) &&
            circleReaches(box, other.box),
        );
      })
      .map(({ element, box }) => ({
        name: `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      }));
  });
}

/**
 * WCAG 1.4.10 and 1.4.12: nothing is cut off or runs out of its box. No sideways scrolling of
 * the page; no element that hides its overflow has text beyond its edge; no text runs past
 * the border of the card it is in.
 */
export async function clippedContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${window.innerWidth}`);
    }
    const scrollingBoxIn = (card: Element, from: Element) => {
      for (let box: Element | null = from; box && box !== card; box = box.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(box).overflowX)) return box;
      }
      return null;
    };
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    for (const element of Array.from(document.querySelectorAll("main *, dialog[open] *"))) {
      if (element.closest('.visually-hidden, [aria-hidden="true"], svg')) continue;
      const style = getComputedStyle(element);
      const hides = ["hidden", "clip"].includes(style.overflowX);
      if (hides && element.scrollWidth > element.clientWidth + 1 && element.textContent?.trim()) {
        problems.push(`${nameOf(element)} cuts its text off`);
      }
    }
    for (const card of Array.from(document.querySelectorAll("main .card, main .payment-method"))) {
      const edge = card.getBoundingClientRect();
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent) continue;
        if (parent.closest('.visually-hidden, [aria-hidden="true"]')) continue;
        // A modal dialog opened from a card is drawn in the top layer, not in the card's box;
        // its own text is checked against the viewport above.
        const dialog = parent.closest("dialog[open]");
        if (dialog && card.contains(dialog)) continue;
        // Text in a box that scrolls sideways (a wide table on a phone) is reached by scrolling
        // that box: it is the box that must stay inside the card.
        const scroller = scrollingBoxIn(card, parent);
        const range = document.createRange();
        range.selectNodeContents(node);
        const boxes = scroller ? [scroller.getBoundingClientRect()] : range.getClientRects();
        for (const line of Array.from(boxes)) {
          if (line.width === 0) continue;
          if (line.right > edge.right + 1 || line.left < edge.left - 1) {
            problems.push(`"${node.textContent.trim().slice(0, 40)}" runs past ${nameOf(card)}`);
            break;
          }
        }
      }
    }
    return problems;
  });
}

/** The screen meets 2.5.8, 1.4.10 and, with the text spacing applied, 1.4.12. */
export async function expectTargetsAndTextFit(page: Page, where: string) {
  expect(await undersizedTargets(page), `${where}: targets under 24 x 24 px`).toEqual([]);
  expect(await clippedContent(page), `${where}: content cut off or outside its box`).toEqual([]);
  const spacing = await page.addStyleTag({ content: TEXT_SPACING });
  expect(await clippedContent(page), `${where}, text spacing: content cut off`).toEqual([]);
  await spacing.evaluate((element) => (element as HTMLElement).remove());
}

/** Looks at the page as a phone 390 px wide shows it, then goes back to the desktop's width. */
export async function onAPhone(page: Page, look: () => Promise<unknown>) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await look();
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
}
