import { expect, type Page, test } from "@playwright/test";
import {
  expectAccessible,
  expectFocusIndicators,
  shownErrors,
} from "./support/accessibility-checks";
import { createDemoKey, openDashboardWithKey } from "./support/dashboard";
import { demo } from "./support/demo-catalog";
import { giftPath, giveMonthlyGift, redeemLinkFor } from "./support/gifts";
import { widths } from "./support/keyboard";
import {
  addCardDialog,
  fillNewCard,
  payButton,
  paymentCard,
  savedCard,
  testCards,
  thankYou,
} from "./support/payment";
import {
  openCheckout,
  requestEmailCode,
  signInWithEmailCode,
  uniqueEmail,
} from "./support/sign-in";

// Every state is measured as well as checked by axe-core: slower than a minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** axe-core, contrast of text, placeholders and fields' edges, and errors that are said. */
const expectNoViolations = (page: Page) => expectAccessible(page, page.url());

test.describe("desktop", () => {
  test("the checkout page has no accessibility violations", async ({ page }) => {
    await page.goto(`/${demo.membership.monthly}`);
    await expect(page.getByRole("tablist", { name: "Billing interval" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the gift form with errors has no accessibility violations", async ({ page }) => {
    await page.goto(`/${demo.membership.monthly}?gift=true`);
    await page.getByLabel("Recipient's email").fill("not-an-email");
    await page.keyboard.press("Tab");
    await expect(page.getByText("Invalid email address")).toBeVisible();
    // The spec's words, then what to do (docs/decisions/155).
    await expect(page.getByLabel("Recipient's email")).toHaveAccessibleDescription(
      "Invalid email address Write it as name@example.com.",
    );
    await expectNoViolations(page);
  });

  test("the sign-in form, with an error, has no accessibility violations", async ({ page }) => {
    await openCheckout(page);
    await expectNoViolations(page);

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(
      /This field is required/,
    );
    await expectNoViolations(page);

    await page.getByRole("tab", { name: "Phone" }).click();
    await page.getByLabel("Phone number").fill("020 7946 0958");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Enter a valid US or Canadian phone number.")).toBeVisible();
    await expectNoViolations(page);
  });

  test("the code step has no accessibility violations", async ({ page }) => {
    await openCheckout(page);
    await requestEmailCode(page, uniqueEmail("a11y"));
    await expect(page.getByLabel("Verification code")).toBeFocused();
    await expectNoViolations(page);
  });

  test("the payment card, the add-card modal, the authentication step and the success card have no accessibility violations", async ({
    page,
    request,
  }) => {
    await openCheckout(page, `/${demo.tipJar.coffee}`);
    await signInWithEmailCode(page, request, uniqueEmail("a11y-pay"));
    await expect(paymentCard(page).getByText("Add a card to pay.")).toBeVisible();
    await expectNoViolations(page);

    await fillNewCard(page, "4242 4242 4242 4241");
    const dialog = addCardDialog(page);
    await expect(dialog.getByText("Your card number is invalid.")).toBeVisible();
    await expectNoViolations(page);

    await dialog.getByLabel("Card number").fill(testCards.needsAuthentication);
    await dialog.getByRole("button", { name: "Add Card" }).click();
    await expect(savedCard(page, "3155")).toBeChecked();
    await expectNoViolations(page);

    await payButton(page, "Pay CHF 5").click();
    const authentication = page.getByRole("dialog", { name: "Confirm your payment" });
    await expect(authentication.getByRole("button", { name: "Approve" })).toBeFocused();
    await expectNoViolations(page);

    await authentication.getByRole("button", { name: "Approve" }).click();
    await expect(thankYou(page)).toBeFocused();
    await expectNoViolations(page);
  });

  test("the test wallet's sheet, choosing and failed, has no accessibility violations", async ({
    page,
    request,
  }) => {
    await openCheckout(page, `/${demo.tipJar.coffee}`);
    await signInWithEmailCode(page, request, uniqueEmail("a11y-wallet"));
    await paymentCard(page).getByRole("button", { name: "Pay with test wallet" }).click();
    const sheet = page.getByRole("dialog", { name: "Test wallet" });
    await expect(sheet.getByRole("button", { name: "Pay CHF 5" })).toBeFocused();
    await expectNoViolations(page);

    await sheet.getByLabel("Visa ending in 0002 (declined)").check();
    await sheet.getByRole("button", { name: "Pay CHF 5" }).click();
    await expect(sheet.getByRole("button", { name: "Done" })).toBeFocused();
    await expectNoViolations(page);
  });

  test("the gift redeem page, signed out, redeemed and used up, has no accessibility violations", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    await openCheckout(page, giftPath);
    await signInWithEmailCode(page, request, uniqueEmail("a11y-giver"));
    const friendEmail = uniqueEmail("a11y-friend");
    await giveMonthlyGift(page, {
      sender: "Ada",
      recipient: "Grace",
      recipientEmail: friendEmail,
      note: "Enjoy!",
    });
    const { link } = await redeemLinkFor(request, friendEmail);

    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(friend.getByRole("button", { name: "Continue" })).toBeVisible({ timeout: 20_000 });
    await expectNoViolations(friend);

    await signInWithEmailCode(friend, friendContext.request, friendEmail);
    await friend.getByRole("button", { name: "Redeem" }).click();
    await expect(thankYou(friend)).toBeFocused();
    await expectNoViolations(friend);

    await friend.goto(link);
    await expect(
      friend.getByText("This gift has already been redeemed. A gift works once."),
    ).toBeVisible();
    await expectNoViolations(friend);
    await friendContext.close();
  });

  test("a gift link that does not work has no accessibility violations", async ({ page }) => {
    await page.goto(`/@northwind/redeem-gift?code=${"A".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "This gift link does not work" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the not-found page has no accessibility violations", async ({ page }) => {
    await page.goto("/0b5e1f9e-6f1e-4c47-9a59-2f1f8c1d9a77");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the collapsed and the opened summary have no accessibility violations", async ({
    page,
  }) => {
    await page.goto(`/${demo.membership.yearly}`);
    await expect(page.getByRole("button", { name: "Show summary" })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole("button", { name: "Show summary" }).click();
    await expect(page.getByRole("tablist", { name: "Billing interval" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the sign-in form has no accessibility violations", async ({ page }) => {
    await openCheckout(page);
    await expectNoViolations(page);
  });
});

// At both widths (WCAG 1.4.10): Tab reaches every control with a focus indicator of 3:1 (2.4.7,
// 1.4.11); Tab passing empty fields marks none of them wrong, and an error that does appear is
// said (3.3.1, 4.1.3); every state passes the checks of expectAccessible.
for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });
    // A buyer signs in, and each control is focused in turn: more than a minute when busy.
    test.describe.configure({ timeout: 180_000 });

    test("the sign-in form by Tab: every focus is shown, and nothing is called wrong", async ({
      page,
    }) => {
      await openCheckout(page);
      await expectFocusIndicators(page, "sign-in form");
      expect(await shownErrors(page), "sign-in form after Tab").toEqual([]);
      await expectAccessible(page, "sign-in form after Tab");
    });

    test("signed in, the gift form and a new password: Tab says nothing is wrong, a change does and is said", async ({
      page,
      request,
    }) => {
      await openCheckout(page, giftPath);
      await signInWithEmailCode(page, request, uniqueEmail("a11y-gift-form"));
      await expectFocusIndicators(page, "signed in, gift form", 60);
      expect(await shownErrors(page), "gift form after Tab").toEqual([]);
      await expectAccessible(page, "gift form, passed by Tab");

      const sender = page.getByLabel("Your name");
      await sender.fill("Ada");
      await sender.fill("");
      await sender.press("Tab");
      await expect(sender).toHaveAccessibleDescription("This field is required");
      await expectAccessible(page, "gift form, a name emptied");

      await page.getByRole("button", { name: "Set a password" }).click();
      const password = page.getByLabel("New password");
      await expect(password).toBeFocused();
      await expect(password).not.toHaveAttribute("aria-invalid");
      await password.fill("short");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(password).toHaveAccessibleDescription("Use at least 10 characters.");
      await expectAccessible(page, "password form with an error");
    });

    test("the card dialog: Tab through it empty says nothing is wrong; a wrong number says what to do", async ({
      page,
      request,
    }) => {
      await openCheckout(page, `/${demo.tipJar.coffee}`);
      await signInWithEmailCode(page, request, uniqueEmail("a11y-card-dialog"));
      await paymentCard(page).getByRole("button", { name: "Add Card" }).click();
      const dialog = addCardDialog(page);
      await expect(dialog.getByLabel("Card number")).toBeFocused();
      await expectFocusIndicators(page, "card dialog", 12);
      expect(await shownErrors(page), "card dialog after Tab").toEqual([]);
      await expectAccessible(page, "card dialog, passed by Tab");

      await dialog.getByLabel("Card number").fill("4242 4242 4242 4241");
      await expect(dialog.getByLabel("Card number")).toHaveAccessibleDescription(
        "Your card number is invalid. Check the number on your card and type it again.",
      );
      await expectAccessible(page, "card dialog with an error");
    });

    test("the dashboard: its section links and tables show their focus", async ({ page }) => {
      const { key } = await createDemoKey();
      await openDashboardWithKey(page, key);
      await expect(page.getByRole("status").filter({ hasText: /days in UTC/ })).toBeVisible({
        timeout: 20_000,
      });
      await expectAccessible(page, "dashboard");
      await expectFocusIndicators(page, "dashboard", 60);
    });
  });
}
