import type { Page } from "@playwright/test";
import { demoUsername } from "./support/dashboard";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { giftPath } from "./support/gifts";
import { widths } from "./support/keyboard";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import { addCard, addCardDialog, fillNewCard, paymentCard, testCards } from "./support/payment";
import { openCheckout, requestEmailCode, uniqueEmail } from "./support/sign-in";

// Each journey signs a buyer in, which on a busy machine alone may take half a minute.
test.describe.configure({ timeout: 150_000 });

// WCAG 2.5.8 (targets of 24 x 24 CSS px, or spaced), 1.4.10 (nothing scrolls sideways or is cut
// off at 320 px) and 1.4.12 (nothing lost under a reader's text spacing), on every main screen.

async function showSummary(page: Page) {
  const toggle = page.getByRole("button", { name: "Show summary" });
  if (await toggle.isVisible()) await toggle.click();
}

for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });

    test("the sign-in form and the code step", async ({ page }) => {
      await openCheckout(page);
      await showSummary(page);
      await expectTargetsAndTextFit(page, "sign-in form");
      await page.getByRole("tab", { name: "Phone" }).click();
      await expectTargetsAndTextFit(page, "phone tab");
      await page.getByRole("tab", { name: "Email" }).click();
      await requestEmailCode(page, uniqueEmail("fit-code"));
      await expectTargetsAndTextFit(page, "code step");
    });

    test("the Payment card with two saved cards, the questions, and the card dialog", async ({
      page,
      signIn,
    }) => {
      await signIn(`/${demo.membership.monthly}`, "fit-payment");
      await addCard(page, testCards.visa);
      await addCard(page, testCards.mastercard);
      await expect(paymentCard(page).getByRole("button", { name: /^Make default/ })).toBeVisible();
      await showSummary(page);
      await expectTargetsAndTextFit(page, "signed in, two cards");
      await fillNewCard(page, "4242 4242 4242 4241");
      await expect(addCardDialog(page).getByText("Your card number is invalid.")).toBeVisible();
      await expectTargetsAndTextFit(page, "card dialog with an error");
    });

    test("the gift form", async ({ page, signIn }) => {
      await signIn(giftPath, "fit-gift");
      await page.getByLabel("Recipient's email").fill("not-an-email");
      await page.keyboard.press("Tab");
      await expect(page.getByText("Invalid email address")).toBeVisible();
      await expectTargetsAndTextFit(page, "gift form");
    });

    test("a gift link that does not work, and the dashboard's key form", async ({ page }) => {
      await page.goto(`/@northwind/redeem-gift?code=${"A".repeat(43)}`);
      await expect(
        page.getByRole("heading", { name: "This gift link does not work" }),
      ).toBeVisible();
      await expectTargetsAndTextFit(page, "gift link that does not work");
      await page.goto(`/dashboard/${demoUsername}`);
      await expect(page.getByLabel("Publisher key")).toBeVisible();
      await expectTargetsAndTextFit(page, "dashboard key form");
    });
  });
}
