import { expect, test } from "@playwright/test";
import { openCheckout, requestEmailCode, uniqueEmail } from "./support/sign-in";

test("change contact info starts over with an empty form", async ({ page }) => {
  const email = uniqueEmail("change-contact");
  await openCheckout(page);
  await page.getByRole("tab", { name: "Phone" }).click();
  await page.getByRole("tab", { name: "Email" }).click();
  await requestEmailCode(page, email);

  await page.getByRole("button", { name: "change contact info." }).click();

  const emailField = page.getByLabel("Email address");
  await expect(emailField).toHaveValue("");
  await expect(emailField).toBeFocused();
  await expect(page.getByRole("tab", { name: "Email" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Enter the verification code")).toHaveCount(0);
  await expect(page.getByLabel("Verification code")).toHaveCount(0);
});
