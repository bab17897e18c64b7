import { expect, type Locator, type Page } from "@playwright/test";

/** The test processor's cards (docs/architecture.md, Chosen parts), as a person would type them. */
export const testCards = {
  visa: "4242 4242 4242 4242",
  mastercard: "5555 5555 5555 4444",
  declined: "4000 0000 0000 0002",
  needsAuthentication: "4000 0025 0000 3155",
} as const;

/** The Payment card (a region named by its heading). */
export function paymentCard(page: Page): Locator {
  return page.getByRole("region", { name: "Payment" });
}

/** The pay button at the bottom of the Payment card, by the label it should have. */
export function payButton(page: Page, label: string): Locator {
  return paymentCard(page).getByRole("button", { name: label, exact: true });
}

/** The add-card modal. */
export function addCardDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Add a card" });
}

/** Opens Add Card and fills the card form; the caller presses Add Card. */
export async function fillNewCard(page: Page, number: string) {
  await paymentCard(page).getByRole("button", { name: "Add Card" }).click();
  const dialog = addCardDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Card number").pressSequentially(number);
  await dialog.getByLabel("Expiration date").pressSequentially("1234");
  await dialog.getByLabel("CVC").pressSequentially("123");
  await dialog.getByLabel("ZIP").pressSequentially("94107");
}

/** Adds a card through the modal and waits for it to be saved and listed. */
export async function addCard(page: Page, number: string) {
  await fillNewCard(page, number);
  await addCardDialog(page).getByRole("button", { name: "Add Card" }).click();
  await expect(addCardDialog(page)).toHaveCount(0);
  await expect(savedCard(page, number.replace(/\D/g, "").slice(-4))).toBeChecked();
}

/** A saved card in the Payment card, by its last four digits. */
export function savedCard(page: Page, last4: string): Locator {
  return paymentCard(page).getByRole("radio", { name: new RegExp(`ending in ${last4}`) });
}

/** The success card's heading; it replaces the stack of cards after a purchase. */
export function thankYou(page: Page): Locator {
  return page.getByRole("heading", { name: "Thank you!" });
}

/** What the red box above the pay button says. */
export function checkoutError(page: Page): Locator {
  return paymentCard(page).getByRole("alert").filter({ hasText: /\S/ });
}

export const purchaseFailed =
  "There was an issue trying to complete your purchase. Please try again or contact support if this persists.";

/**
 * Answers the membership's required questions in the Additional Info card ("Topics you
 * enjoy" and "Your role"), which hold the pay button back until they are answered.
 */
export async function answerRequiredQuestions(page: Page) {
  const additionalInfo = page.getByRole("region", { name: "Additional Info" });
  await additionalInfo
    .getByRole("group", { name: /Topics you enjoy/ })
    .getByLabel("Travel")
    .check();
  await additionalInfo.getByLabel(/Your role/).selectOption("Reader");
}

/** The "Your subscription" card, where a subscriber sees, cancels and resumes it. */
export function subscriptionCard(page: Page): Locator {
  return page.getByRole("region", { name: "Your subscription" });
}

/** A row of the payment history, by what it shows (e.g. /Renewal.*\$8/). */
export function historyRow(page: Page, text: RegExp): Locator {
  return page
    .getByRole("table", { name: "Payment history" })
    .getByRole("row")
    .filter({ hasText: text });
}
