import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  addCardDialog,
  fillNewCard,
  paymentCard,
  savedCard,
  testCards,
} from "./support/payment";

test("a buyer adds two cards and makes the second the default, which a reload keeps", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.coffee}`, "two-cards");

  // Add Card waits for a whole card; a real card passes the page's checks but the test
  // processor refuses it, in red under the form; Escape closes the modal.
  await fillNewCard(page, "4242 4242");
  const dialog = addCardDialog(page);
  const submit = dialog.getByRole("button", { name: "Add Card" });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText("Your card number is incomplete.")).toBeVisible();
  await dialog.getByLabel("Card number").fill("4111 1111 1111 1111");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    dialog.getByText(
      "This checkout is in test mode: use a test card such as 4242 4242 4242 4242. Real cards are refused.",
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel("Card number")).toHaveAccessibleDescription(/test mode/);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(paymentCard(page).getByRole("button", { name: "Add Card" })).toBeFocused();
  await expect(paymentCard(page).getByText("Add a card to pay.")).toBeVisible();

  await addCard(page, testCards.visa);
  await addCard(page, testCards.mastercard);

  // The new card is chosen to pay with; the first one stays the default until told otherwise.
  const visa = savedCard(page, "4242");
  const mastercard = savedCard(page, "4444");
  await expect(mastercard).toBeChecked();
  await expect(visa).toHaveAccessibleName(/DEFAULT/);
  await expect(mastercard).not.toHaveAccessibleName(/DEFAULT/);

  await paymentCard(page)
    .getByRole("button", { name: "Make default for Mastercard ending in 4444" })
    .click();

  await expect(mastercard).toHaveAccessibleName(/DEFAULT/);
  await expect(visa).not.toHaveAccessibleName(/DEFAULT/);
  await expect(paymentCard(page).getByText("DEFAULT", { exact: true })).toHaveCount(1);

  await page.reload();
  await expect(mastercard).toHaveAccessibleName(/DEFAULT/);
  await expect(visa).not.toHaveAccessibleName(/DEFAULT/);
  await expect(mastercard).toBeChecked();
  await expect(
    paymentCard(page).getByRole("button", { name: "Make default for Visa ending in 4242" }),
  ).toBeVisible();
});
