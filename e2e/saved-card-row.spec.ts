import type { ElementHandle, Locator, Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { addCard, paymentCard, savedCard, testCards } from "./support/payment";

// WCAG 1.4.12: the page must survive a reader's own text spacing. These are the criterion's
// values, as the usual text-spacing bookmarklet applies them.
const TEXT_SPACING = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Boxes that only touch do not overlap; a fraction of a pixel is rounding, not overlap.
const EPSILON = 0.5;
const overlap = (a: Box, b: Box) =>
  a.x + EPSILON < b.x + b.width &&
  b.x + EPSILON < a.x + a.width &&
  a.y + EPSILON < b.y + b.height &&
  b.y + EPSILON < a.y + a.height;
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - EPSILON &&
  inner.y >= outer.y - EPSILON &&
  inner.x + inner.width <= outer.x + outer.width + EPSILON &&
  inner.y + inner.height <= outer.y + outer.height + EPSILON;

/** A saved card's row: its bordered box, holding the card's radio and "Make default". */
function cardRow(page: Page, last4: string): Locator {
  return paymentCard(page)
    .locator(".payment-method")
    .filter({ has: page.getByRole("radio", { name: new RegExp(`ending in ${last4}`) }) });
}

/** The parts of a saved card's row a person tells apart. */
function rowParts(page: Page, last4: string): Record<string, Locator> {
  const row = cardRow(page, last4);
  return {
    radio: savedCard(page, last4),
    "brand icon": row.locator(".brand-icon"),
    "last four digits": row.locator(".payment-method__number"),
    expiry: row.getByText(/^Expires \d\d\/\d\d$/),
    "DEFAULT pill": row.getByText("DEFAULT", { exact: true }),
    "Make default": row.getByRole("button", { name: /^Make default/ }),
  };
}

/**
 * The boxes of the Payment card, a saved card's row, its label and its parts, read in one layout
 * and only once two frames in a row agree: a new width collapses the summary in a re-render after
 * the resize, which moves the whole card while it is being measured.
 */
async function settledLayout(page: Page, last4: string) {
  const named: Record<string, Locator> = {
    card: paymentCard(page),
    row: cardRow(page, last4),
    label: cardRow(page, last4).locator("label"),
    ...rowParts(page, last4),
  };
  const names: string[] = [];
  const handles: ElementHandle[] = [];
  for (const [name, locator] of Object.entries(named)) {
    if ((await locator.count()) === 0) continue;
    names.push(name);
    handles.push(await locator.elementHandle());
  }
  const read = async () => {
    const rects = await page.evaluate(
      (elements) =>
        elements.map((element) => {
          const { x, y, width, height } = (element as Element).getBoundingClientRect();
          return { x, y, width, height };
        }),
      handles,
    );
    return new Map(names.map((name, i) => [name, rects[i] as Box]));
  };
  const nextFrame = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  let previous = JSON.stringify([...(await read())]);
  await expect
    .poll(async () => {
      await nextFrame();
      const current = JSON.stringify([...(await read())]);
      const settled = current === previous;
      previous = current;
      return settled;
    })
    .toBe(true);
  return read();
}

/**
 * What a person sees of a saved card: nothing drawn over anything else, every part inside the
 * card's border (and the card inside the Payment card), "Make default" a target of at least
 * 24 x 24 CSS px (WCAG 2.5.8) that covers none of the card's own label, and the DEFAULT pill on
 * one line.
 */
async function expectCardRowLaidOut(page: Page, last4: string, where: string) {
  const layout = await settledLayout(page, last4);
  const card = layout.get("card");
  const rowBox = layout.get("row");
  expect(card, `${where}: the Payment card is on the page`).toBeDefined();
  expect(rowBox, `${where}: the card ending in ${last4} is on the page`).toBeDefined();
  if (!card || !rowBox) return;
  expect(
    within(rowBox, card),
    `${where}: the card ending in ${last4} stays inside the Payment card`,
  ).toBe(true);

  const boxes = Object.keys(rowParts(page, last4)).flatMap((name): [string, Box][] => {
    const box = layout.get(name);
    return box ? [[name, box]] : [];
  });
  expect(
    boxes.map(([name]) => name),
    `${where}: the parts of ${last4}`,
  ).toEqual(expect.arrayContaining(["radio", "brand icon", "last four digits", "expiry"]));
  for (const [name, box] of boxes) {
    expect(within(box, rowBox), `${where}: ${name} of ${last4} inside the card's border`).toBe(
      true,
    );
  }
  for (const [i, [name, box]] of boxes.entries()) {
    for (const [otherName, other] of boxes.slice(i + 1)) {
      expect(overlap(box, other), `${where}: ${name} and ${otherName} of ${last4} overlap`).toBe(
        false,
      );
    }
  }

  const button = layout.get("Make default");
  const label = layout.get("label");
  if (button && label) {
    expect(button.width, `${where}: Make default's width`).toBeGreaterThanOrEqual(24);
    expect(button.height, `${where}: Make default's height`).toBeGreaterThanOrEqual(24);
    expect(overlap(button, label), `${where}: Make default covers the card's label`).toBe(false);
  }
  const pill = layout.get("DEFAULT pill");
  if (pill) {
    const lineHeight = await rowParts(page, last4)["DEFAULT pill"]?.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(pill.height, `${where}: DEFAULT stays on one line`).toBeLessThan((lineHeight ?? 0) * 2);
  }
}

test("a saved card's row keeps its parts apart at every width, and with a reader's text spacing", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.coffee}`, "card-row");
  await addCard(page, testCards.visa);
  await addCard(page, testCards.mastercard);
  // The Visa is the default (DEFAULT, no button); the Mastercard is not ("Make default").
  await expect(cardRow(page, "4242").getByText("DEFAULT", { exact: true })).toBeVisible();
  await expect(cardRow(page, "4444").getByRole("button", { name: /^Make default/ })).toBeVisible();

  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectCardRowLaidOut(page, "4242", `${width} px`);
    await expectCardRowLaidOut(page, "4444", `${width} px`);
  }

  await page.addStyleTag({ content: TEXT_SPACING });
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectCardRowLaidOut(page, "4242", `${width} px, text spacing`);
    await expectCardRowLaidOut(page, "4444", `${width} px, text spacing`);
  }
});

test("Make default keeps focus on the card it made the default and says so politely", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.coffee}`, "card-row-focus");
  await addCard(page, testCards.visa);
  await addCard(page, testCards.mastercard);
  const visa = savedCard(page, "4242");
  const mastercard = savedCard(page, "4444");
  // Said politely, by a live region of its own beside the list.
  const announcement = paymentCard(page).locator("[aria-live=polite]", {
    hasText: /default card/,
  });

  // By keyboard: the button goes once its card is the default, and focus goes to that card.
  await paymentCard(page)
    .getByRole("button", { name: "Make default for Mastercard ending in 4444" })
    .focus();
  await page.keyboard.press("Enter");
  await expect(mastercard).toHaveAccessibleName(/DEFAULT/);
  await expect(mastercard).toBeFocused();
  await expect(mastercard).toBeChecked();
  await expect(announcement).toHaveText("Mastercard ending in 4444 is now your default card.");

  // By pointer, for a card that was not the one chosen: it becomes the default and the choice.
  await expect(visa).not.toBeChecked();
  await paymentCard(page)
    .getByRole("button", { name: "Make default for Visa ending in 4242" })
    .click();
  await expect(visa).toHaveAccessibleName(/DEFAULT/);
  await expect(visa).toBeFocused();
  await expect(visa).toBeChecked();
  await expect(announcement).toHaveText("Visa ending in 4242 is now your default card.");
  await expect(page.locator("body")).not.toBeFocused();
});
