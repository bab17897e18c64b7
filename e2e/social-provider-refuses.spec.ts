import { expect, test } from "./support/fixtures";
import { openCheckout, signInWithEmailCode, uniqueEmail } from "./support/sign-in";
import { consoleErrors, openProviderPopup, socialLoginNotices } from "./support/social-login";

test("when the provider answers access denied, the failure is logged, nothing is shown, and the form still works", async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  await openCheckout(page);

  const popup = await openProviderPopup(page);
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Cancel" }).click();
  // principle P5: the checkout's answer posts the error to the page, which closes the pop-up.
  await closed;

  // product.md §8: logged and reported, with no message for the buyer.
  await expect.poll(() => errors.join("\n")).toContain("Social login failed: cancelled");
  await expect(socialLoginNotices(page)).toHaveCount(0);

  await signInWithEmailCode(page, request, uniqueEmail("after-social-refusal"));
});
