import { expectAccessible } from "./support/accessibility-checks";
import { openSection, storeWithKey } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit, onAPhone } from "./support/layout-checks";

// A creator sets where their store collects tax in the dashboard (docs/decisions/119, 174), on a
// store of its own so that the demo store's prices stay as other journeys read them.

test("a creator starts collecting tax, is told beside each field what is missing, and stops again", async ({
  page,
  request,
}) => {
  const { username, key } = await storeWithKey("tax");
  await openSection(page, username, key, "Tax");
  const tax = page.getByRole("region", { name: "Tax" });
  const collect = tax.getByLabel("Collect tax on what this store sells");
  await expect(collect).not.toBeChecked();
  await expect(tax.getByLabel("Legal name")).toHaveCount(0);

  await collect.check();
  await tax.getByLabel("Tax id of registration 1").fill("NL1");
  await tax.getByRole("button", { name: "Save the tax settings" }).click();
  await expect(tax.getByLabel("Legal name")).toHaveAccessibleDescription(
    "Give the legal name your invoices carry.",
  );
  await expect(tax.getByLabel("Tax id of registration 1")).toHaveAccessibleDescription(
    "NL1 is not a VAT number of Netherlands.",
  );
  await expectAccessible(page, "the tax settings with errors");

  await tax.getByLabel("Legal name").fill("Ada Studio B.V.");
  await tax.getByLabel("Address", { exact: true }).fill("Keizersgracht 1");
  await tax.getByLabel("City").fill("Amsterdam");
  await tax.getByLabel("Country code").fill("NL");
  await tax.getByLabel("Tax id of registration 1").fill("NL000099998B57");
  await expect(tax.locator(".field__error")).toHaveCount(0);
  await tax.getByLabel("How your prices are meant").selectOption("exclusive");
  await onAPhone(page, () => expectTargetsAndTextFit(page, "the tax settings on a phone"));
  await tax.getByRole("button", { name: "Save the tax settings" }).click();
  await expect(page.getByText("The tax settings are saved.")).toBeAttached();

  // What the API answers is what was typed, and a reload shows it again.
  const headers = { authorization: `Bearer ${key}` };
  const saved = await (await request.get("/api/publisher/tax", { headers })).json();
  expect(saved.tax).toMatchObject({
    legal_name: "Ada Studio B.V.",
    price_mode: "exclusive",
    registrations: [{ country: "NL", tax_id: "NL000099998B57" }],
  });
  await page.reload();
  const reopened = page.getByRole("region", { name: "Tax" });
  await expect(reopened.getByLabel("City")).toHaveValue("Amsterdam");
  await expect(reopened.getByLabel("How your prices are meant")).toHaveValue("exclusive");

  await reopened.getByLabel("Collect tax on what this store sells").uncheck();
  await reopened.getByRole("button", { name: "Save the tax settings" }).click();
  await expect(page.getByText("The store collects no tax now.")).toBeAttached();
  const cleared = await (await request.get("/api/publisher/tax", { headers })).json();
  expect(cleared.tax).toBeNull();
});
