import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  testCards,
  thankYou,
} from "./support/payment";

const newsletters = (page: Page) => page.getByRole("region", { name: "Newsletters" });

test("a buyer shows more lists, chooses two, and after paying they stay subscribed", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.membership.supporter}`, "newsletters");

  // The demo has four free lists and one paid: three show at first, by newsletter_order.
  const free = newsletters(page).getByRole("group", { name: "Free" });
  const paid = newsletters(page).getByRole("group", { name: "Paid" });
  await expect(free.getByRole("checkbox")).toHaveCount(3);
  await expect(free.getByRole("checkbox").first()).toHaveAccessibleName("Weekly digest");
  await expect(free.getByRole("checkbox", { name: "Weekly digest" })).toHaveAccessibleDescription(
    "The week's best notes, every Sunday.",
  );
  await expect(free.getByRole("checkbox", { name: "Reading list" })).toHaveCount(0);
  await expect(paid.getByRole("checkbox")).toHaveCount(1);
  await expect(paid.getByRole("button", { name: "Show more" })).toHaveCount(0);

  const showMore = free.getByRole("button", { name: "Show more" });
  await expect(showMore).toHaveAttribute("aria-expanded", "false");
  await showMore.click();
  await expect(free.getByRole("checkbox")).toHaveCount(4);
  const showLess = free.getByRole("button", { name: "Show less" });
  await expect(showLess).toHaveAttribute("aria-expanded", "true");
  await showLess.click();
  await expect(free.getByRole("checkbox")).toHaveCount(3);

  await free.getByRole("button", { name: "Show more" }).click();
  await free.getByRole("checkbox", { name: "Reading list" }).check();
  await paid.getByRole("checkbox", { name: "Members' letter" }).check();
  const axe = await new AxeBuilder({ page }).include("section.card:has(.newsletters)").analyze();
  expect(axe.violations).toEqual([]);

  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();

  await page.reload();

  // Already subscribed lists are checked, and locked: here lists are only ever added. The
  // fourth free list now shows without "Show more", since the buyer gets it.
  const readingList = free.getByRole("checkbox", { name: "Reading list" });
  await expect(readingList).toBeChecked();
  await expect(readingList).toBeDisabled();
  await expect(readingList).toHaveAccessibleDescription(/Subscribed/);
  await expect(paid.getByRole("checkbox", { name: "Members' letter" })).toBeChecked();
  await expect(free.getByRole("checkbox", { name: "Weekly digest" })).not.toBeChecked();
  await expect(free.getByRole("checkbox")).toHaveCount(3);
  const axeAfter = await new AxeBuilder({ page })
    .include("section.card:has(.newsletters)")
    .analyze();
  expect(axeAfter.violations).toEqual([]);
});
