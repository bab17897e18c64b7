import { pageWords } from "./support/catalog-words";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import { messageIds, readCode, readMessage, SIGN_IN_TIMEOUT, uniqueEmail } from "./support/sign-in";

// A browser set to German sends `Accept-Language: de-DE`: the page, its e-mails and its receipt
// are German, with German money, without the buyer choosing anything (docs/decisions/104); the
// membership sells in euros too, so a buyer in Germany pays in euros (docs/decisions/160).
test.use({ locale: "de-DE" });

test("a buyer whose browser speaks German signs in, pays and is mailed in German", async ({
  page,
  request,
}) => {
  const de = await pageWords("de");
  const email = uniqueEmail("german");

  await page.goto(`/${demo.membership.supporter}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("region", { name: de.say("summary.title") })).toBeVisible();
  await expect(page.getByRole("button", { name: de.say("signIn.contact.continue") })).toBeVisible();
  await expect(page.getByText("Order summary")).toHaveCount(0);
  await expectTargetsAndTextFit(page, "the German checkout");

  const emailField = page.getByLabel(de.say("signIn.contact.emailLabel"));
  await expect(emailField).toBeEnabled({ timeout: SIGN_IN_TIMEOUT });
  const seen = await messageIds(request, email);
  await emailField.fill(email);
  await page.getByRole("button", { name: de.say("signIn.contact.continue"), exact: true }).click();
  await expect(page.getByText(de.say("signIn.code.instruction", { address: email }))).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });

  const codeMail = await readMessage(request, email, /ist Ihr Anmeldecode für Northwind Notes$/);
  expect(codeMail.body).toContain("Ihr Anmeldecode für Northwind Notes lautet");
  await page
    .getByLabel(de.say("signIn.code.label"))
    .pressSequentially(await readCode(request, email, seen));
  await expect(page.getByText(de.say("signIn.signedIn.as"), { exact: true })).toBeVisible();

  // The creator's own questions are in the creator's words, the demo gives no German for them;
  // the card around them is the page's.
  const questions = page.getByRole("region", { name: de.say("customFields.title") });
  const role = questions.getByLabel(/Your role/);
  // A required question left unanswered says so in German, and stops saying it once answered.
  await role.focus();
  await page.keyboard.press("Tab");
  const required = questions.getByText(de.say("customFields.problem.required"), { exact: true });
  await expect(required).toBeVisible();
  await questions
    .getByRole("group", { name: /Topics you enjoy/ })
    .getByLabel("Travel")
    .check();
  await role.selectOption("Reader");
  await expect(required).toHaveCount(0);
  const payment = page.getByRole("region", { name: de.say("payment.card.title") });
  await payment.getByRole("button", { name: de.say("payment.addCard.open") }).click();
  const dialog = page.getByRole("dialog", { name: de.say("payment.addCard.title") });
  await dialog
    .getByLabel(de.say("payment.cardFields.number"))
    .pressSequentially("4242424242424242");
  await dialog.getByLabel(de.say("payment.cardFields.expiry")).pressSequentially("1234");
  await dialog.getByLabel(de.say("payment.cardFields.cvc")).pressSequentially("123");
  await dialog.getByLabel(de.say("payment.cardFields.postalCode")).pressSequentially("10115");
  await dialog.getByRole("button", { name: de.say("payment.addCard.submit") }).click();
  await expect(dialog).toHaveCount(0);

  const amount = de.money(1900, "EUR");
  expect(amount).toBe("19\u00a0€");
  await page.getByRole("button", { name: de.say("checkout.payButton.pay", { amount }) }).click();
  await expect(page.getByRole("heading", { name: de.say("checkout.success.title") })).toBeVisible();
  await expect(page.getByText(de.say("checkout.success.subscription"))).toBeVisible();

  const receipt = await readMessage(request, email, /^Ihre Quittung von Northwind Notes$/);
  expect(receipt.body).toContain(`Gezahlter Betrag: ${amount}`);
});

test("a buyer changes the currency with the menu, and the address keeps it", async ({ page }) => {
  const de = await pageWords("de");
  await page.goto(`/${demo.membership.supporter}`);
  const menu = page.getByRole("navigation", { name: de.say("summary.currency") });
  await expect(menu.getByRole("link", { name: "EUR" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText(de.money(1900, "EUR")).first()).toBeVisible();
  await menu.getByRole("link", { name: "GBP" }).click();
  await expect(page).toHaveURL(/[?&]currency=GBP(&|$)/);
  await expect(menu.getByRole("link", { name: "GBP" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText(de.money(1600, "GBP")).first()).toBeVisible();
  // Another option keeps the choice in the address, as it keeps the language.
  await page.reload();
  await expect(page).toHaveURL(/[?&]currency=GBP(&|$)/);
  await expect(page.getByText(de.money(1600, "GBP")).first()).toBeVisible();
});

test('a German buyer\'s own amount in francs has "CHF" after the number, as German writes it', async ({
  page,
}) => {
  const de = await pageWords("de");
  await page.goto(`/${demo.tipJar.ownAmount}`);
  const field = page.getByRole("spinbutton", { name: de.say("summary.amount.label") });
  await expect(field).toBeEnabled();
  const symbol = page.locator(".amount-input__currency");
  await expect(symbol).toHaveText("CHF");
  const [fieldBox, symbolBox] = [await field.boundingBox(), await symbol.boundingBox()];
  expect(symbolBox && fieldBox && symbolBox.x > fieldBox.x + fieldBox.width / 2).toBe(true);
  await expectTargetsAndTextFit(page, "the German amount field");
});
