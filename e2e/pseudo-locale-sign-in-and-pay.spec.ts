import { expect, type Locator, type Page, test } from "@playwright/test";
import type { MessageKey } from "../packages/core/src/i18n/catalog";
import { englishMessages } from "../packages/core/src/i18n/english";
import { pseudoText } from "../packages/core/src/i18n/pseudo";
import { demo } from "./support/demo-catalog";
import { messageIds, readCode, SIGN_IN_TIMEOUT, uniqueEmail } from "./support/sign-in";

// In the pseudo-locale every word from a catalog is accented and wrapped in [brackets]
// (docs/decisions/106): whatever is left once the bracketed messages are taken away was written
// into the page by hand, and a translator would never see it.

/** A message as the pseudo-locale writes it, its placeholders filled (the "other" plural form). */
function xa(key: MessageKey, values: Record<string, string> = {}): string {
  const message: string | { other: string } = englishMessages[key];
  const text = typeof message === "string" ? message : message.other;
  return pseudoText(text).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
}

// The card brands' own marks, drawn in their icons: names, the same in every language.
const BRANDS = ["VISA"];

// The page's words that no catalog holds: the pay button's label and the summary belong to the
// checkout's own catalog part, and are checked with it.
const OTHER_PARTS = ".button--pay";

/**
 * The words in `area` (shown text, what a screen reader reads, and aria-label, placeholder,
 * alt and title) that are neither from a catalog, nor in `allowed` (an e-mail address, a
 * code), nor only digits and signs (a card's last four, an expiry, "+1").
 */
async function wordsNotFromCatalog(area: Locator, allowed: readonly string[]): Promise<string[]> {
  const texts = await area.evaluate((root, skip) => {
    const attributes = ["aria-label", "placeholder", "alt", "title"];
    const copy = root.cloneNode(true) as HTMLElement;
    for (const other of Array.from(copy.querySelectorAll(skip))) other.remove();
    const named = Array.from(copy.querySelectorAll("*")).flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? ""),
    );
    // innerText needs the element laid out: measure the original, less the other parts.
    const hidden = Array.from(root.querySelectorAll<HTMLElement>(skip));
    for (const element of hidden) element.dataset.pseudoCheck = element.style.display;
    for (const element of hidden) element.style.display = "none";
    // biome-ignore lint/performance/useDomNodeTextContent: only the rendered text is read
    const shown = (root as HTMLElement).innerText;
    for (const element of hidden) element.style.display = element.dataset.pseudoCheck ?? "";
    return [shown, ...named];
  }, OTHER_PARTS);
  return texts.flatMap((text) => leftOver(text, allowed));
}

function leftOver(text: string, allowed: readonly string[]): string[] {
  let rest = text;
  // Innermost first: a message can hold another ("[Make default for [Visa ending in 4242]]").
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, " ");
  }
  for (const word of allowed) rest = rest.split(word).join(" ");
  return rest.split(/\s+/).filter((word) => !/^[\d\s•·.,:;/()+\-–—…?!]*$/.test(word));
}

async function expectAllFromCatalog(area: Locator, allowed: readonly string[] = []) {
  await expect.poll(() => wordsNotFromCatalog(area, allowed)).toEqual([]);
}

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
  await expectAllFromCatalog(contactCard(page));

  // A wrong address is refused in the catalog's words too.
  await askForCode(page, "not-an-address");
  await expect(contactCard(page).getByText(xa("validation.email"))).toBeVisible();
  await expectAllFromCatalog(contactCard(page), ["not-an-address"]);

  const seen = await messageIds(request, email);
  await askForCode(page, email);
  await expect(
    contactCard(page).getByText(xa("signIn.code.instruction", { address: email })),
  ).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expectAllFromCatalog(contactCard(page), [email]);

  const code = await readCode(request, email, seen);
  await contactCard(page).getByLabel(xa("signIn.code.label")).pressSequentially(code);
  const signOut = contactCard(page).getByRole("button", { name: xa("signIn.signedIn.signOut") });
  await expect(signOut).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expectAllFromCatalog(contactCard(page), [email]);

  await expect(paymentCard(page).getByText(xa("payment.savedCard.none"))).toBeVisible();
  await expectAllFromCatalog(paymentCard(page));

  await paymentCard(page)
    .getByRole("button", { name: xa("payment.addCard.open") })
    .click();
  const dialog = page.getByRole("dialog", { name: xa("payment.addCard.title") });
  await dialog.getByLabel(xa("payment.cardFields.number")).pressSequentially("4242 4242 4242");
  await dialog.getByLabel(xa("payment.cardFields.expiry")).click();
  await expect(dialog.getByText(xa("payment.cardCheck.numberIncomplete"))).toBeVisible();
  await expectAllFromCatalog(dialog, BRANDS);

  await dialog.getByLabel(xa("payment.cardFields.number")).fill("4242 4242 4242 4242");
  await dialog.getByLabel(xa("payment.cardFields.expiry")).pressSequentially("1234");
  await dialog.getByLabel(xa("payment.cardFields.cvc")).pressSequentially("123");
  await dialog.getByLabel(xa("payment.cardFields.postalCode")).pressSequentially("94107");
  await dialog.getByRole("button", { name: xa("payment.addCard.submit") }).click();
  await expect(dialog).toHaveCount(0);
  await expect(paymentCard(page).getByRole("radio")).toBeChecked();
  await expectAllFromCatalog(paymentCard(page), BRANDS);

  // The password step: set one, sign out, and come back with it.
  await contactCard(page)
    .getByRole("button", { name: xa("signIn.signedIn.setPassword") })
    .click();
  await expectAllFromCatalog(contactCard(page), [email]);
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
  await expectAllFromCatalog(contactCard(page), [email]);
});
