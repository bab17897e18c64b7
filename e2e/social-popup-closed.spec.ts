import { expect, test } from "./support/fixtures";
import { openCheckout } from "./support/sign-in";
import { consoleErrors, openProviderPopup, socialLoginNotices } from "./support/social-login";

test("a buyer who closes the provider's pop-up is back at the form, with nothing to read", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await openCheckout(page);

  const popup = await openProviderPopup(page);
  await popup.close();

  const contactInfo = page.getByRole("region", { name: "Contact Info" });
  await expect(contactInfo.getByLabel("Email address")).toBeEditable();
  await expect(socialLoginNotices(page)).toHaveCount(0);
  await expect(contactInfo.getByText("Signed in as")).toHaveCount(0);

  // The page noticed the closing (product.md §9: it looks every second), so the button opens
  // a fresh pop-up rather than waiting on the old one.
  const again = await openProviderPopup(page);
  await expect(again.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(errors.filter((text) => text.includes("Social login"))).toEqual([]);
});
