import { expect, test } from "@playwright/test";
import { openCheckout, requestEmailCode, uniqueEmail } from "./support/sign-in";

test("change contact info starts over, offering the address given, selected", async ({ page }) => {
  const email = uniqueEmail("change-contact");
  await openCheckout(page);
  await page.getByRole("tab", { name: "Phone" }).click();
  await page.getByRole("tab", { name: "Email" }).click();
  await requestEmailCode(page, email);

  await page.getByRole("button", { name: "change contact info." }).click();

  // WCAG 3.3.7: the address comes back to be corrected, not typed again (docs/decisions/073).
  const emailField = page.getByLabel("Email address");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toBeFocused();
  // Selected: the first key typed replaces it.
  await page.keyboard.type("g");
  await expect(emailField).toHaveValue("g");
  await expect(page.getByRole("tab", { name: "Email" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Enter the verification code")).toHaveCount(0);
  await expect(page.getByLabel("Verification code")).toHaveCount(0);
});
