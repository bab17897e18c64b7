import { expectAccessible, expectFocusIndicators } from "./support/accessibility-checks";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { addCard, payButton, testCards, thankYou } from "./support/payment";

// docs/decisions/131-133: each payment in the history links its invoice, numbered in the
// creator's series, as a page and as a PDF, opened with the buyer's session.

test("a buyer pays, opens the payment history and reads the invoice, then asks for its PDF", async ({
  page,
  signIn,
}) => {
  // A purchase, and the invoice measured control by control: more than a minute when busy.
  test.slow();
  await signIn(`/${demo.tipJar.coffee}`, "invoice");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay CHF 5").click();
  await expect(thankYou(page)).toBeVisible();

  await page.reload();
  const history = page.getByRole("table", { name: "Payment history" });
  const paid = history.getByRole("row").filter({ hasText: "CHF 5" });
  await expect(paid).toHaveCount(1);
  const number = paid.getByRole("button", { name: /^NORTHWIND-\d{4}-\d{6}$/ });
  await expect(number).toBeVisible();
  const invoiceNumber = (await number.textContent()) ?? "";

  const [invoice] = await Promise.all([page.context().waitForEvent("page"), number.click()]);
  await expect(invoice.getByRole("heading", { level: 1 })).toHaveText(`Receipt ${invoiceNumber}`);
  await expect(invoice.getByRole("heading", { name: "Seller" })).toBeVisible();
  await expect(invoice.getByText("Northwind Notes")).toBeVisible();
  await expect(invoice.getByRole("cell", { name: "CHF 5" }).first()).toBeVisible();
  await expectAccessible(invoice, "the invoice page");
  await expectFocusIndicators(invoice, "the invoice page");
  await invoice.close();

  // What the server sends for the PDF, seen on its way to the page.
  const pdf: { type?: string; start?: string } = {};
  await page.route("**/invoice.pdf", async (route) => {
    const response = await route.fetch();
    pdf.type = response.headers()["content-type"];
    pdf.start = (await response.body()).subarray(0, 5).toString();
    await route.fulfill({ response });
  });
  const [pdfTab] = await Promise.all([
    page.context().waitForEvent("page"),
    paid.getByRole("button", { name: `Invoice ${invoiceNumber} as a PDF` }).click(),
  ]);
  await pdfTab.waitForURL(/^blob:/);
  expect(pdf).toEqual({ type: "application/pdf", start: "%PDF-" });
  await pdfTab.close();
});
