import AxeBuilder from "@axe-core/playwright";
import { pageWords } from "./support/catalog-words";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import { messageIds, readCode, readMessage, SIGN_IN_TIMEOUT, uniqueEmail } from "./support/sign-in";

// `?locale=ar` on a phone: the page reads right to left, its e-mail address, amounts and code
// left to right inside it, nothing cut off or overlapping, and nothing axe can find
// (docs/decisions/104, 106).
test.use({ viewport: { width: 390, height: 844 } });

async function expectAccessible(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test("a buyer on a phone reads the checkout in Arabic, right to left, and signs in", async ({
  page,
  request,
}, testInfo) => {
  const ar = await pageWords("ar");
  const email = uniqueEmail("arabic");
  const screenshot = async (name: string) =>
    testInfo.attach(name, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });

  await page.goto(`/${demo.membership.monthly}?locale=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // On a phone the summary folds behind a button, in the page's words.
  await expect(page.getByRole("button", { name: ar.say("summary.show") })).toBeVisible();
  const contact = page.getByRole("region", { name: ar.say("signIn.card.title") });
  expect(await contact.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  const emailField = page.getByLabel(ar.say("signIn.contact.emailLabel"));
  await expect(emailField).toBeEnabled({ timeout: SIGN_IN_TIMEOUT });
  // An address is typed and read left to right, whatever the page's direction.
  expect(await emailField.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
  await expectTargetsAndTextFit(page, "the Arabic checkout at 390 px");
  await expectAccessible(page);
  await screenshot("checkout in Arabic at 390 px");

  const seen = await messageIds(request, email);
  await emailField.fill(email);
  await page.getByRole("button", { name: ar.say("signIn.contact.continue"), exact: true }).click();
  const instruction = page.getByText(ar.say("signIn.code.instruction", { address: email }));
  await expect(instruction).toBeVisible({ timeout: SIGN_IN_TIMEOUT });
  await expect(instruction.locator('[dir="ltr"]')).toHaveText(email);
  const codeField = page.getByLabel(ar.say("signIn.code.label"));
  expect(await codeField.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
  await expectTargetsAndTextFit(page, "the Arabic code step at 390 px");
  await expectAccessible(page);
  await screenshot("the code step in Arabic");

  // The e-mail speaks the page's language.
  const mail = await readMessage(request, email, /Northwind Notes/, seen);
  expect(mail.subject).toMatch(/[\u0600-\u06ff]/);
  await codeField.pressSequentially(await readCode(request, email, seen));
  await expect(page.getByText(ar.say("signIn.signedIn.as"), { exact: true })).toBeVisible();
  const payment = page.getByRole("region", { name: ar.say("payment.card.title") });
  await expect(payment).toBeVisible();
  await expectTargetsAndTextFit(page, "the Arabic payment card at 390 px");
  await expectAccessible(page);
  await screenshot("signed in, the payment card in Arabic");
});

test("the footer's language list takes the buyer to German, and the choice stays", async ({
  page,
}) => {
  const ar = await pageWords("ar");
  await page.goto(`/${demo.membership.monthly}?locale=ar`);
  const footer = page.getByRole("contentinfo");
  await footer.getByText(ar.say("footer.language")).click();
  const german = footer.getByRole("link", { name: "Deutsch" });
  await expect(german).toHaveAttribute("lang", "de");
  await expect(footer.getByRole("link", { name: "العربية" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expectTargetsAndTextFit(page, "the language list at 390 px");
  await german.click();

  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page).toHaveURL(/[?&]locale=de$/);
  // The next page without a choice in its address is German too: the choice was remembered.
  await page.goto(`/${demo.membership.supporter}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});
