import type { Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { expectFocusNotLost, focusedElement, pageNews, widths } from "./support/keyboard";
import {
  messageIds,
  openCheckout,
  readCode,
  SIGN_IN_TIMEOUT,
  uniqueEmail,
  uniquePhone,
} from "./support/sign-in";

// Each journey signs a buyer in, which on a busy machine alone may take half a minute.
test.describe.configure({ timeout: 150_000 });

// A buyer who signs in with the keyboard alone, with what a screen reader would say at each
// step: errors spoken as they appear, focus kept or moved where they can carry on, and the
// sign-in announced once the form has gone (WCAG 2.4.3, 3.3.1, 3.3.7, 4.1.3).

for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });

    test("Enter in an empty or wrong e-mail field speaks the error and keeps focus there", async ({
      page,
    }) => {
      await openCheckout(page);
      const email = page.getByLabel("Email address");
      await email.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toHaveText("This field is required");
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(/This field is required/);

      await page.keyboard.type("ada@");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toHaveText("Invalid email address");
      await expect(email).toBeFocused();
    });

    test("after the code, focus goes to who signed in and the sign-in is announced", async ({
      page,
      request,
    }) => {
      const address = uniqueEmail("kb-sign-in");
      await openCheckout(page);
      const seen = await messageIds(request, address);
      await page.getByLabel("Email address").focus();
      await page.keyboard.type(address);
      // Enter asks for the code once Continue is ready (the check that this is a person).
      await expect(continueButton(page)).toBeEnabled({ timeout: SIGN_IN_TIMEOUT });
      await page.keyboard.press("Enter");
      const code = page.getByLabel("Verification code");
      await expect(code).toBeFocused({ timeout: 2 * SIGN_IN_TIMEOUT });
      // The whole code in one go, as pasting it or a password manager enters it (WCAG 3.3.8).
      await page.keyboard.insertText(await readCode(request, address, seen));

      const contactInfo = page.getByRole("region", { name: "Contact Info" });
      const who = contactInfo.locator(".signed-in__who");
      await expect(who).toBeFocused({ timeout: 2 * SIGN_IN_TIMEOUT });
      // "Signed in as" and the address are a label and a line of their own, read together.
      const focused = (await focusedElement(page)).text;
      expect(focused.startsWith("Signed in as")).toBe(true);
      expect(focused.endsWith(address)).toBe(true);
      await expect(pageNews(page)).toHaveText(`Signed in as ${address}.`);
      // The cards that came with the sign-in follow it in the Tab order.
      await expect(page.getByRole("region", { name: "Payment" })).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(contactInfo.getByRole("button", { name: "Change", exact: true })).toBeFocused();
    });

    test("change contact info returns to the field with the e-mail still in it, selected", async ({
      page,
    }) => {
      const address = uniqueEmail("kb-change");
      await openCheckout(page);
      await page.getByLabel("Email address").focus();
      await page.keyboard.type(address);
      // Enter asks for the code once Continue is ready (the check that this is a person).
      await expect(continueButton(page)).toBeEnabled({ timeout: SIGN_IN_TIMEOUT });
      await page.keyboard.press("Enter");
      await expect(page.getByLabel("Verification code")).toBeFocused({
        timeout: 2 * SIGN_IN_TIMEOUT,
      });

      await page.getByRole("button", { name: "change contact info." }).focus();
      await page.keyboard.press("Enter");
      const email = page.getByLabel("Email address");
      await expect(email).toBeFocused();
      await expect(email).toHaveValue(address);
      // Selected (an e-mail field does not expose its selection): typing replaces it at once.
      await page.keyboard.type("grace@example.com");
      await expect(email).toHaveValue("grace@example.com");
    });

    test("the phone tab: a wrong number is spoken, the code signs in, focus follows", async ({
      page,
      request,
    }) => {
      const phone = uniquePhone();
      await openCheckout(page);
      await page.getByRole("tab", { name: "Email" }).focus();
      await page.keyboard.press("ArrowRight");
      const phoneTab = page.getByRole("tab", { name: "Phone" });
      await expect(phoneTab).toBeFocused();
      await expect(phoneTab).toHaveAttribute("aria-selected", "true");

      const field = page.getByLabel("Phone number");
      await field.focus();
      await page.keyboard.type("020 7946 0958");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert")).toHaveText(
        "Enter a valid US or Canadian phone number.",
      );
      await expect(field).toBeFocused();

      await field.fill("");
      await page.keyboard.type(phone.typed);
      const beforeFirstCode = await messageIds(request, phone.e164);
      // Enter asks for the code once Continue is ready (the check that this is a person).
      await expect(continueButton(page)).toBeEnabled({ timeout: SIGN_IN_TIMEOUT });
      await page.keyboard.press("Enter");
      await expect(page.getByLabel("Verification code")).toBeFocused({
        timeout: 2 * SIGN_IN_TIMEOUT,
      });
      // The first text arrives before the buyer changes the number, so the second is told apart.
      await readCode(request, phone.e164, beforeFirstCode);

      // Changing the number brings it back, selected, in the phone field.
      await page.getByRole("button", { name: "change contact info." }).focus();
      await page.keyboard.press("Enter");
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(phone.typed);
      expect(await selectedText(page)).toBe(phone.typed);

      const seen = await messageIds(request, phone.e164);
      await page.keyboard.press("Enter");
      await expect(page.getByLabel("Verification code")).toBeFocused({
        timeout: 2 * SIGN_IN_TIMEOUT,
      });
      await page.keyboard.type(await readCode(request, phone.e164, seen));
      await expect(page.locator(".signed-in__who")).toBeFocused({ timeout: 2 * SIGN_IN_TIMEOUT });
      await expect(pageNews(page)).toHaveText(`Signed in as ${phone.typed}.`);
      await expectFocusNotLost(page);
    });
  });
}

test("a session restored as the page opens moves no focus and announces nothing", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.coffee}`, "kb-restored");
  await page.reload();
  await expect(page.getByText("Signed in as")).toBeVisible();
  await expect(page.locator(".signed-in__who")).not.toBeFocused();
  await expect(pageNews(page)).toHaveText("");
});

/** The text selected in the focused field. */
function selectedText(page: import("@playwright/test").Page): Promise<string> {
  return page.evaluate(() => {
    const field = document.activeElement;
    if (!(field instanceof HTMLInputElement)) return "";
    return field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
  });
}

function continueButton(page: Page) {
  return page.getByRole("button", { name: "Continue", exact: true });
}
