import { expect, type Locator, type Page, test } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expectAllFromCatalog, xa } from "./support/pseudo-locale";
import { messageIds, readCode, SIGN_IN_TIMEOUT, uniqueEmail } from "./support/sign-in";

// The card brands' own marks, drawn in their icons: names, the same in every language.
const BRANDS = ["VISA"];

// The pay button's label belongs to the checkout's part of the page, checked with it.
const OTHER_PARTS = ".button--pay";

function contactCard(page: Page): Locator {
  return page.getByRole("region", { name: xa("signIn.card.title") });
}

function paymentCard(page: Page): Locator {
  return page.getByRole("region", { name: xa("payment.card.title") });
}

async function askForCode(page: Page, email: string) {
  await contactCard(page).getByLabel(xa("signIn.contact.emailLabel")).fill(email);
  await page.getByRole("button", { name: xa("signIn.contact.continue"), exact: true }).click();
}

test("sign-in, the payment card and the add-card form take every word from the catalog", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("pseudo-locale");
  await page.goto(`/${demo.membership.monthly}?locale=en-XA`);
  const emailField = contactCard(page).getByLabel(xa("signIn.contact.emailLabel"));
  await expect(emailField).toBeEnabled({ timeout: SIGN_IN_TIMEOUT });
  await expect(
    page.getByRole("button", { name: xa("signIn.passkey.signIn"), exact: true }),
  ).toBeVisible();
  await expectAllFromCatalog(contactCard(page), { skip: OTHER_PARTS });

  // A wrong address is refused in the catalog's words too.
  await askForCode(page, "not-an-address");
  await expect(contactCard(page).getByText(xa("validation.email"))).toBeVisible();
  await expectAllFromCatalog(contactCard(page), { allowed: ["not-an-address"], skip: OTHER_PARTS });

  const seen = await messageIds(request, email);
  await askForCode(page, email);
  await expect(
    contactCard(page).getByText(xa("signIn.code.instruction", { address: email })),
  ).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expectAllFromCatalog(contactCard(page), { allowed: [email], skip: OTHER_PARTS });

  const code = await readCode(request, email, seen);
  await contactCard(page).getByLabel(xa("signIn.code.label")).pressSequentially(code);
  const signOut = contactCard(page).getByRole("button", { name: xa("signIn.signedIn.signOut") });
  await expect(signOut).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expectAllFromCatalog(contactCard(page), { allowed: [email], skip: OTHER_PARTS });

  await expect(paymentCard(page).getByText(xa("payment.savedCard.none"))).toBeVisible();
  await expectAllFromCatalog(paymentCard(page), { skip: OTHER_PARTS });

  await paymentCard(page)
    .getByRole("button", { name: xa("payment.addCard.open") })
    .click();
  const dialog = page.getByRole("dialog", { name: xa("payment.addCard.title") });
  await dialog.getByLabel(xa("payment.cardFields.number")).pressSequentially("4242 4242 4242");
  await dialog.getByLabel(xa("payment.cardFields.expiry")).click();
  await expect(dialog.getByText(xa("payment.cardCheck.numberIncomplete"))).toBeVisible();
  await expectAllFromCatalog(dialog, { allowed: BRANDS, skip: OTHER_PARTS });

  await dialog.getByLabel(xa("payment.cardFields.number")).fill("4242 4242 4242 4242");
  await dialog.getByLabel(xa("payment.cardFields.expiry")).pressSequentially("1234");
  await dialog.getByLabel(xa("payment.cardFields.cvc")).pressSequentially("123");
  await dialog.getByLabel(xa("payment.cardFields.postalCode")).pressSequentially("94107");
  await dialog.getByRole("button", { name: xa("payment.addCard.submit") }).click();
  await expect(dialog).toHaveCount(0);
  await expect(paymentCard(page).getByRole("radio")).toBeChecked();
  await expectAllFromCatalog(paymentCard(page), { allowed: BRANDS, skip: OTHER_PARTS });

  // The password step: set one, sign out, and come back with it.
  await contactCard(page)
    .getByRole("button", { name: xa("signIn.signedIn.setPassword") })
    .click();
  await expectAllFromCatalog(contactCard(page), { allowed: [email], skip: OTHER_PARTS });
  await contactCard(page).getByLabel(xa("signIn.setPassword.label")).fill("correct horse battery");
  await contactCard(page)
    .getByRole("button", { name: xa("signIn.setPassword.save") })
    .click();
  await expect(contactCard(page).getByText(xa("signIn.signedIn.passwordSaved"))).toBeVisible();
  await signOut.click();
  await askForCode(page, email);
  await expect(contactCard(page).getByLabel(xa("signIn.password.label"))).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  await expectAllFromCatalog(contactCard(page), { allowed: [email], skip: OTHER_PARTS });
});
