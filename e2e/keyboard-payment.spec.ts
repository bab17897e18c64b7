import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  expectFocusInView,
  expectFocusNotLost,
  pageNews,
  politeRegion,
  tabTo,
  widths,
} from "./support/keyboard";
import {
  addCard,
  addCardDialog,
  answerRequiredQuestions,
  payButton,
  paymentCard,
  savedCard,
  testCards,
  thankYou,
} from "./support/payment";

// Each journey signs a buyer in, which on a busy machine alone may take half a minute.
test.describe.configure({ timeout: 150_000 });

// The Payment card and the questions above it, by keyboard, with what a screen reader hears:
// a pay button that says why it cannot pay, a card added in view and announced, errors tied
// to their own fields and shown only once touched (WCAG 1.3.5, 2.4.7, 3.3.1, 4.1.2, 4.1.3).

for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });

    test("Pay stays in the Tab order and says why it cannot pay yet", async ({ page, signIn }) => {
      await signIn(`/${demo.tipJar.coffee}`, "kb-pay-reason");
      const pay = payButton(page, "Pay CHF 5");
      const addCard = paymentCard(page).getByRole("button", { name: "Add Card" });
      // Add Card is enabled once the card form's provider has loaded; a person waits for it.
      await expect(addCard).toBeEnabled();
      await tabTo(page, addCard);
      await page.keyboard.press("Tab");
      await expect(pay).toBeFocused();
      await expect(pay).toHaveAttribute("aria-disabled", "true");
      await expect(pay).toHaveAccessibleDescription("Add a card to pay.");
      // Pressing it pays nothing and keeps focus on it.
      await page.keyboard.press("Enter");
      await expect(pay).toBeFocused();
      await expect(thankYou(page)).toHaveCount(0);
    });

    test("a card added by keyboard is announced, and focus comes back into view", async ({
      page,
      signIn,
    }) => {
      await signIn(`/${demo.membership.monthly}`, "kb-add-card");
      const addButton = paymentCard(page).getByRole("button", { name: "Add Card" });
      // Add Card answers once the saved cards are known.
      await expect(addButton).toBeEnabled();
      await addButton.focus();
      await page.keyboard.press("Enter");
      const dialog = addCardDialog(page);
      await expect(dialog.getByLabel("Card number")).toBeFocused();
      await page.keyboard.type(testCards.visa);
      await page.keyboard.press("Tab");
      await page.keyboard.type("1234");
      await page.keyboard.press("Tab");
      await page.keyboard.type("123");
      await page.keyboard.press("Tab");
      await page.keyboard.type("94107");
      await page.keyboard.press("Enter");
      await expect(dialog).toHaveCount(0);

      await expect(savedCard(page, "4242")).toBeChecked();
      await expect(addButton).toBeFocused();
      await expectFocusInView(page);
      await expect(pageNews(page)).toHaveText("Visa ending in 4242 added, and chosen to pay with.");
    });

    test("in the card dialog each field is described by its own error alone", async ({
      page,
      signIn,
    }) => {
      await signIn(`/${demo.tipJar.coffee}`, "kb-card-errors");
      await expect(paymentCard(page).getByRole("button", { name: "Add Card" })).toBeEnabled();
      await paymentCard(page).getByRole("button", { name: "Add Card" }).focus();
      await page.keyboard.press("Enter");
      const dialog = addCardDialog(page);
      const number = dialog.getByLabel("Card number");
      const expiry = dialog.getByLabel("Expiration date");
      const cvc = dialog.getByLabel("CVC");
      const zip = dialog.getByLabel("ZIP");

      await page.keyboard.type("4242 4242 4242 4241");
      await expect(number).toHaveAccessibleDescription(
        "Your card number is invalid. Check the number on your card and type it again.",
      );
      await expect(number).toHaveAttribute("aria-invalid", "true");
      for (const other of [expiry, cvc, zip]) await expect(other).toHaveAccessibleDescription("");

      await number.fill("");
      await page.keyboard.type(testCards.visa);
      await page.keyboard.press("Tab");
      await page.keyboard.type("1234");
      await page.keyboard.press("Tab");
      await page.keyboard.type("1");
      await page.keyboard.press("Tab");
      await expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
      await expect(cvc).toHaveAttribute("aria-invalid", "true");
      for (const other of [number, expiry, zip])
        await expect(other).toHaveAccessibleDescription("");

      await cvc.focus();
      await page.keyboard.type("23");
      await page.keyboard.press("Tab");
      await expect(zip).toBeFocused();
      // Passing the empty ZIP is not a mistake (docs/decisions/156); one typed short is.
      await page.keyboard.press("Tab");
      await expect(zip).toHaveAccessibleDescription("");
      await zip.focus();
      await page.keyboard.type("9");
      await page.keyboard.press("Tab");
      await expect(zip).toHaveAccessibleDescription("Your postal code is incomplete.");
      await expect(zip).toHaveAttribute("aria-invalid", "true");
      for (const other of [number, expiry, cvc])
        await expect(other).toHaveAccessibleDescription("");
    });

    test("questions show no error before they are touched, fill from autocomplete, and hold Pay back with their reason", async ({
      page,
      signIn,
    }) => {
      await signIn(`/${demo.membership.monthly}`, "kb-questions");
      const additionalInfo = page.getByRole("region", { name: "Additional Info" });
      const topics = additionalInfo.getByRole("group", { name: /Topics you enjoy/ });
      const role = additionalInfo.getByLabel(/Your role/);
      await expect(role).toBeVisible();
      await expect(additionalInfo.locator(".field__error")).toHaveCount(0);
      await expect(additionalInfo.locator('[aria-invalid="true"]')).toHaveCount(0);

      // WCAG 1.3.5: what the buyer is asked about themselves says so to the browser.
      await expect(additionalInfo.getByLabel("Company", { exact: true })).toHaveAttribute(
        "autocomplete",
        "organization",
      );
      await expect(additionalInfo.getByLabel("Birthday")).toHaveAttribute("autocomplete", "bday");
      await expect(additionalInfo.getByLabel("Website")).toHaveAttribute("autocomplete", "url");
      await expect(additionalInfo.getByLabel("Country")).toHaveAttribute("autocomplete", "country");
      await expect(additionalInfo.getByLabel("Team size")).toHaveAttribute("autocomplete", "off");

      await addCard(page, testCards.visa);
      const pay = paymentCard(page)
        .getByRole("button", { name: /free trial|Pay/ })
        .first();
      await expect(pay).toHaveAttribute("aria-disabled", "true");
      await expect(pay).toHaveAccessibleDescription("Answer the questions marked * to continue.");
      await pay.focus();
      await page.keyboard.press("Enter");
      // Nothing is paid; focus goes to the first question that needs an answer, now in red.
      await expect(topics.getByLabel("Travel")).toBeFocused();
      await expect(topics).toHaveAccessibleDescription(/Required|Choose/);
      await expectFocusNotLost(page);

      await answerRequiredQuestions(page);
      await expect(pay).not.toHaveAttribute("aria-disabled", "true");
      await expect(pay).toHaveAccessibleDescription("");
    });

    test("a new option's price and the pay button's new label are said politely", async ({
      page,
      signIn,
    }) => {
      await signIn(`/${demo.membership.monthly}`, "kb-option-change");
      // The buyer changes the option once the Payment card shows its pay button: a label that
      // changes before the button exists has nothing to announce.
      await expect(paymentCard(page).locator(".button--pay")).toBeVisible();
      const yearlyTab = page.getByRole("tab", { name: "Annually" });
      if (!(await yearlyTab.isVisible())) {
        await page.getByRole("button", { name: "Show summary" }).click();
      }
      await yearlyTab.focus();
      await page.keyboard.press("Enter");
      const yearly = page.getByRole("radio", { name: /Yearly/ });
      await yearly.focus();
      await page.keyboard.press("Space");
      await expect(yearly).toBeChecked();
      const label = (await paymentCard(page).locator(".button--pay").textContent()) ?? "";
      await expect(politeRegion(page, label.trim())).toHaveCount(1);
      await expect(page.locator('[aria-live="polite"].totals__row--due')).toContainText(
        "Due today",
      );
    });
  });
}

test("the test wallet's sheet and the 3-D Secure step work by keyboard alone", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.coffee}`, "kb-wallet");
  await paymentCard(page).getByRole("button", { name: "Pay with test wallet" }).focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Test wallet" });
  await expect(sheet.getByRole("button", { name: "Pay CHF 5" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(
    paymentCard(page).getByRole("button", { name: "Pay with test wallet" }),
  ).toBeFocused();

  await addCard(page, testCards.needsAuthentication);
  const pay = payButton(page, "Pay CHF 5");
  await expect(pay).not.toHaveAttribute("aria-disabled", "true");
  await pay.focus();
  await page.keyboard.press("Enter");
  const bank = page.getByRole("dialog", { name: "Confirm your payment" });
  await expect(bank.getByRole("button", { name: "Approve" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(thankYou(page)).toBeFocused();
});
