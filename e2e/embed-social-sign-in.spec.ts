import { demo } from "./support/demo-catalog";
import { addCardInFrame, checkout, events, openFromLink } from "./support/embed";
import { expect, test } from "./support/fixtures";
import { testCards } from "./support/payment";
import { OIDC_PROVIDER_NAME, signInAtProvider } from "./support/social-login";

// docs/decisions/098: social login's pop-up sets a cookie the framed checkout cannot read, with
// third-party cookies blocked; its message's one-time claim signs the frame in instead. The
// social checkout serves the sample host page as every checkout does outside production.

test("in the overlay, a buyer signs in with the OpenID provider's pop-up and pays", async ({
  page,
}) => {
  const hostPage = `http://localhost:${process.env.E2E_SOCIAL_PORT}/embed-demo`;
  await openFromLink(page, demo.tipJar.coffee, hostPage);
  const frame = checkout(page);
  const contact = frame.getByRole("region", { name: "Contact Info" });

  const opened = page.waitForEvent("popup");
  await contact.getByRole("button", { name: `Continue with ${OIDC_PROVIDER_NAME}` }).click();
  const popup = await opened;
  await expect(popup.getByLabel("Account")).toBeVisible();
  const closed = popup.waitForEvent("close");
  await signInAtProvider(popup, "overlay-buyer");
  await closed;

  await expect(contact.getByText("overlay-buyer@example.com", { exact: true })).toBeVisible();
  await addCardInFrame(frame, testCards.visa);
  await frame
    .getByRole("region", { name: "Payment" })
    .getByRole("button", { name: "Pay CHF 5", exact: true })
    .click();
  await expect(frame.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(events(page).filter({ hasText: /^success/ })).toHaveCount(1);
});
