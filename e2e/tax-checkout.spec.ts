import { randomUUID } from "node:crypto";
import { dutchTaxSettings, germanTaxSettings } from "@creator-checkout/testing/tax-catalog";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility-checks";
import { type PageWords, pageWords } from "./support/catalog-words";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import { messageIds, readCode, SIGN_IN_TIMEOUT, uniqueEmail } from "./support/sign-in";
import { recordedOrder, recordedOrders, taxCreator, totalsLine } from "./support/tax";

// A creator who collects tax (docs/tax.md): the Payment card asks where the buyer is, the summary
// shows the server's tax line and total, the pay button says what is charged, and the order
// records it (docs/decisions/129, 130). Each journey buys from a creator of its own.

const cards = {
  germany: "4000 0027 6000 0016",
  netherlands: "4000 0052 8000 0002",
  unitedStates: "4242 4242 4242 4242",
};

/** Signs a new buyer in on the page at `path`, in the words of the page's language. */
async function signIn(
  page: Page,
  request: import("@playwright/test").APIRequestContext,
  words: PageWords,
  path: string,
) {
  const email = uniqueEmail("tax");
  await page.goto(path);
  const emailField = page.getByLabel(words.say("signIn.contact.emailLabel"));
  await expect(emailField).toBeEnabled({ timeout: SIGN_IN_TIMEOUT });
  const seen = await messageIds(request, email);
  await emailField.fill(email);
  await page
    .getByRole("button", { name: words.say("signIn.contact.continue"), exact: true })
    .click();
  await page
    .getByLabel(words.say("signIn.code.label"))
    .pressSequentially(await readCode(request, email, seen), { timeout: SIGN_IN_TIMEOUT });
  await expect(page.getByText(words.say("signIn.signedIn.as"), { exact: true })).toBeVisible();
}

/** Adds a card through the Payment card's dialog, as a person types it. */
async function addCard(page: Page, words: PageWords, number: string) {
  const payment = page.getByRole("region", { name: words.say("payment.card.title") });
  await payment.getByRole("button", { name: words.say("payment.addCard.open") }).click();
  const dialog = page.getByRole("dialog", { name: words.say("payment.addCard.title") });
  await dialog.getByLabel(words.say("payment.cardFields.number")).pressSequentially(number);
  await dialog.getByLabel(words.say("payment.cardFields.expiry")).pressSequentially("1234");
  await dialog.getByLabel(words.say("payment.cardFields.cvc")).pressSequentially("123");
  await dialog.getByLabel(words.say("payment.cardFields.postalCode")).pressSequentially("10115");
  await dialog.getByRole("button", { name: words.say("payment.addCard.submit") }).click();
  await expect(dialog).toHaveCount(0);
}

const payButton = (page: Page, words: PageWords, amount: string) =>
  page.getByRole("button", { name: words.say("checkout.payButton.pay", { amount }), exact: true });

test.describe("a German page", () => {
  test.use({ locale: "de-DE" });

  test("a German consumer keeps the inclusive price, sees incl. 19 % VAT, and the order records 19 %", async ({
    page,
    request,
  }) => {
    const de = await pageWords("de");
    const { ids, key } = await taxCreator(dutchTaxSettings("inclusive"));
    await signIn(page, request, de, `/${ids.pass}`);

    // The country comes from the browser's de-DE, in German.
    const country = page.getByLabel(de.say("payment.tax.country"));
    await expect(country).toHaveValue("DE");
    await expect(country.locator("option:checked")).toHaveText("Deutschland");
    const price = de.money(1000, "EUR");
    await expect(totalsLine(page, "inkl. 19 % MwSt.")).toHaveText(de.money(160, "EUR"));
    await expect(totalsLine(page, de.say("payment.tax.total"))).toHaveText(price);
    await expect(totalsLine(page, de.say("summary.totals.dueToday"))).toHaveText(price);

    await addCard(page, de, cards.germany);
    await payButton(page, de, price).click();
    await expect(
      page.getByRole("heading", { name: de.say("checkout.success.title") }),
    ).toBeVisible();
    // Once paid, the summary keeps the tax line the buyer paid by.
    await expect(totalsLine(page, "inkl. 19 % MwSt.")).toHaveText(de.money(160, "EUR"));

    const order = await recordedOrder(request, key);
    expect(order.amount).toBe(1000);
    expect(order.tax).toMatchObject({
      rate: 1900,
      tax_amount: 160,
      country: "DE",
      treatment: "taxed",
    });
    expect(order.tax).toMatchObject({
      stated_country: "DE",
      card_country: "DE",
      countries_agreed: true,
    });

    // The invoice, opened from the payment history, says 19 % and the VAT inside the price.
    await page.reload();
    const history = page.getByRole("table", { name: de.say("payment.history.caption") });
    const number = history.getByRole("button", { name: /^TAX-[0-9A-F]{8}-\d{4}-\d{6}$/ });
    await expect(number).toHaveCount(1);
    const invoiceNumber = (await number.textContent()) ?? "";
    const [invoice] = await Promise.all([page.context().waitForEvent("page"), number.click()]);
    await expect(invoice.getByRole("heading", { level: 1 })).toHaveText(
      `Rechnung ${invoiceNumber}`,
    );
    await expect(invoice.getByRole("cell", { name: "19 %", exact: true })).toBeVisible();
    await expect(invoice.getByRole("cell", { name: de.money(160, "EUR") }).first()).toBeVisible();
    await invoice.close();
  });
});

test("a US buyer of an exclusive price, where the creator is not registered, pays the price with no tax line", async ({
  page,
  request,
}) => {
  const en = await pageWords("en");
  const { ids, key } = await taxCreator(dutchTaxSettings("exclusive"));
  await signIn(page, request, en, `/${ids.pass}`);

  const country = page.getByLabel("Country");
  await expect(country).toHaveValue("US");
  await expect(totalsLine(page, "Due today")).toHaveText("€10");
  await addCard(page, en, cards.unitedStates);
  await expect(payButton(page, en, "€10")).toBeEnabled();
  // No tax line, no Subtotal or Total: the price is the total.
  await expect(page.locator(".totals")).not.toContainText("VAT");
  await expect(page.locator(".totals")).not.toContainText("Subtotal");
  await payButton(page, en, "€10").click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  const order = await recordedOrder(request, key);
  expect(order.amount).toBe(1000);
  expect(order.tax).toMatchObject({ tax_amount: 0, country: "US", treatment: "not_registered" });
});

test("a Dutch business with a VAT number buys from a German creator: reverse charge, no tax charged", async ({
  page,
  request,
}) => {
  const en = await pageWords("en");
  const { ids, key } = await taxCreator(germanTaxSettings("exclusive"));
  await signIn(page, request, en, `/${ids.pass}`);

  await page.getByLabel("Country").selectOption({ label: "Netherlands" });
  await expect(totalsLine(page, "VAT 21% (Netherlands)")).toHaveText("€2.10");
  await expect(totalsLine(page, "Total")).toHaveText("€12.10");

  await page.getByLabel("I'm buying as a business").check();
  const number = page.getByLabel("VAT number");
  // A number of the wrong shape is refused with the server's sentence, under the field.
  await number.fill("NL123");
  await number.press("Tab");
  const refusal = page.getByText(/^Enter an EU VAT number with its country prefix/);
  await expect(refusal).toBeVisible();
  await expectAccessible(page, "a VAT number refused");
  // The refusal's own example is a number it accepts (WCAG 3.3.3).
  const example = /for example (\S+)\.$/.exec((await refusal.textContent()) ?? "")?.[1] ?? "";
  expect(example).toBe("NL000099998B57");
  await number.fill(example);
  await number.press("Tab");
  await expect(totalsLine(page, "Reverse charge (VAT 0%)")).toHaveText("€0");
  await expect(totalsLine(page, "Total")).toHaveText("€10");
  await expect(page.getByText("Enter an EU VAT number", { exact: false })).toHaveCount(0);
  await expect(page.getByText("VAT 21% (Netherlands)")).toHaveCount(0);

  await addCard(page, en, cards.netherlands);
  await payButton(page, en, "€10").click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  const order = await recordedOrder(request, key);
  expect(order.amount).toBe(1000);
  expect(order.tax).toMatchObject({
    tax_amount: 0,
    country: "NL",
    treatment: "reverse_charge",
    vat_number: "NL000099998B57",
  });
});

test("a buyer in Germany pays an exclusive price with its VAT added, confirming Germany over the card's country", async ({
  page,
  request,
}) => {
  const en = await pageWords("en");
  const { ids, key } = await taxCreator(dutchTaxSettings("exclusive"));
  await signIn(page, request, en, `/${ids.pass}`);

  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await expect(totalsLine(page, "Subtotal")).toHaveText("€10");
  await expect(totalsLine(page, "VAT 19% (Germany)")).toHaveText("€1.90");
  await expect(totalsLine(page, "Total")).toHaveText("€11.90");
  await expect(totalsLine(page, "Due today")).toHaveText("€11.90");

  // The card was issued in the United States: the purchase asks the buyer to confirm Germany.
  await addCard(page, en, cards.unitedStates);
  await payButton(page, en, "€11.90").click();
  const confirm = page.getByRole("button", { name: "Yes, I'm in Germany" });
  await expect(confirm).toBeVisible();
  await expect(page.getByText(/Your card was issued in the United States/)).toBeVisible();
  await confirm.click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(totalsLine(page, "VAT 19% (Germany)")).toHaveText("€1.90");

  const order = await recordedOrder(request, key);
  expect(order.amount).toBe(1190);
  expect(order.tax).toMatchObject({
    rate: 1900,
    tax_amount: 190,
    country: "DE",
    stated_country: "DE",
    card_country: "US",
    countries_agreed: false,
  });
});

test("a buyer in Germany with a promotion code pays the discounted price with the VAT on it", async ({
  page,
  request,
}) => {
  const en = await pageWords("en");
  const { ids, key } = await taxCreator(dutchTaxSettings("exclusive"));
  const code = `HALF${randomUUID().slice(0, 6).toUpperCase()}`;
  const coupon = await request.post("/api/publisher/coupons", {
    headers: { authorization: `Bearer ${key}` },
    data: { percent_off: 50, duration: "once", code },
  });
  expect(coupon.ok(), await coupon.text()).toBe(true);
  await signIn(page, request, en, `/${ids.pass}?coupon=${code}`);

  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await expect(page.getByRole("button", { name: `Remove ${code}` })).toBeVisible();
  await expect(totalsLine(page, "Subtotal")).toHaveText("€5");
  await expect(totalsLine(page, "VAT 19% (Germany)")).toHaveText("€0.95");
  await expect(totalsLine(page, "Total")).toHaveText("€5.95");
  await expect(totalsLine(page, "Due today")).toHaveText("€5.95");
  await addCard(page, en, cards.germany);
  await payButton(page, en, "€5.95").click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  const order = await recordedOrder(request, key);
  expect(order.amount).toBe(595);
  expect(order.tax).toMatchObject({ rate: 1900, tax_amount: 95, country: "DE" });
});

test("a giver in Germany sees the gift's added VAT and pays the total with it", async ({
  page,
  request,
}) => {
  const en = await pageWords("en");
  const { ids, key } = await taxCreator(dutchTaxSettings("exclusive"));
  await signIn(page, request, en, `/${ids.monthly}?gift=true`);

  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await expect(totalsLine(page, "VAT 19% (Germany)")).toHaveText("€1.90");
  await expect(totalsLine(page, "Due today")).toHaveText("€11.90");
  await page.getByLabel("Your name").fill("Ada");
  await page.getByLabel("Recipient's name").fill("Grace");
  await page.getByLabel("Recipient's email").fill(uniqueEmail("grace"));
  await addCard(page, en, cards.germany);
  await payButton(page, en, "€11.90").click();
  await expect(
    page.getByText("Your gift is paid. We'll e-mail Grace a link to redeem it."),
  ).toBeVisible();

  const order = await recordedOrder(request, key);
  expect(order.amount).toBe(1190);
  expect(order.tax).toMatchObject({ rate: 1900, tax_amount: 190, country: "DE" });
});

test("a subscriber in Germany switches now to the yearly option, and the switch shows and charges its VAT", async ({
  page,
  request,
}) => {
  const en = await pageWords("en");
  const yearly = randomUUID();
  const { ids, key } = await taxCreator(dutchTaxSettings("exclusive"), (catalog) => {
    const membership = catalog.products.find((product) => product.title === "Membership");
    const monthly = membership?.options[0];
    if (!membership || !monthly) throw new Error("the tax catalog has a monthly membership");
    membership.options.push({
      ...monthly,
      id: yearly,
      title: "Yearly",
      price: 10000,
      interval: "year",
    });
  });
  await signIn(page, request, en, `/${ids.monthly}`);
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await expect(totalsLine(page, "Due today")).toHaveText("€11.90");
  await addCard(page, en, cards.germany);
  await payButton(page, en, "€11.90").click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  await page.goto(`/${yearly}`);
  const switchNow = page
    .getByRole("group", { name: "When to switch" })
    .getByRole("radio", { name: /Switch Now/ });
  await switchNow.check();
  // The switch is taxed on the first order's evidence: no country is asked again.
  await expect(page.getByLabel("Country")).toHaveCount(0);
  const charged = ((await switchNow.locator("xpath=..").textContent()) ?? "").match(
    /€[\d,.]+/,
  )?.[0] as string;
  expect(charged).toBeDefined();
  await expect(totalsLine(page, "VAT 19% (Germany)")).toBeVisible();
  await expect(totalsLine(page, "Total")).toHaveText(charged);
  await expect(totalsLine(page, "Due today")).toHaveText(charged);
  await page.getByRole("button", { name: `Switch now for ${charged}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  const [switched] = await recordedOrders(request, key);
  expect(switched?.amount).toBe(Math.round(Number(charged.slice(1).replace(/,/g, "")) * 100));
  expect(switched?.tax).toMatchObject({ rate: 1900, country: "DE", treatment: "taxed" });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ["en", "ar"] as const) {
    test(`the tax fields and lines fit at 390 px in ${language}`, async ({
      page,
      request,
    }, testInfo) => {
      const words = await pageWords(language);
      const { ids } = await taxCreator(dutchTaxSettings("exclusive"));
      await signIn(page, request, words, `/${ids.pass}?locale=${language}`);
      await page.getByLabel(words.say("payment.tax.country")).selectOption("DE");
      await page.getByLabel(words.say("payment.tax.business")).check();
      await page.getByRole("button", { name: words.say("summary.show") }).click();
      await expect(totalsLine(page, words.say("payment.tax.total"))).toHaveText(
        words.money(1190, "EUR"),
      );
      await expectTargetsAndTextFit(page, `the tax lines and fields in ${language} at 390 px`);
      const path = testInfo.outputPath(`tax-390-${language}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`tax at 390 px in ${language}`, { path, contentType: "image/png" });
    });
  }
});
