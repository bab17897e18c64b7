import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import { expectSignedInAs, openCheckout } from "./support/sign-in";
import {
  OIDC_PROVIDER_NAME,
  openProviderPopup,
  providerAccount,
  signInAtProvider,
} from "./support/social-login";

test("a buyer signs in with the OpenID provider in a pop-up, then pays with a card", async ({
  page,
}) => {
  await openCheckout(page, `/${demo.tipJar.coffee}`);

  const popup = await openProviderPopup(page);
  // product.md §2 and §9: a pop-up of at most 540 x 540, named "{Provider} Login".
  const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
  expect(size[0]).toBeLessThanOrEqual(540);
  expect(size[1]).toBeLessThanOrEqual(540);
  expect(await popup.evaluate(() => window.name)).toBe(`${OIDC_PROVIDER_NAME} Login`);

  const closed = popup.waitForEvent("close");
  await signInAtProvider(popup);
  await closed;

  await expectSignedInAs(page, providerAccount.email);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay CHF 5").click();
  await expect(thankYou(page)).toBeVisible();
});
