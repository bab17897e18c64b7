import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { giftPath, giveMonthlyGift, redeemLinkFor } from "./support/gifts";
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

async function expectNoViolations(page: Page) {
  // Colours read halfway through a fade (a dialog opening) are neither the start nor the end
  // state; judge contrast once every animation and transition has finished (spinners, which
  // never finish, aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

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
