import { randomUUID } from "node:crypto";
import { expectAccessible } from "./support/accessibility-checks";
import { openSection, storeWithKey } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit } from "./support/layout-checks";

// A creator makes a newsletter in the dashboard, offers it with a product, and a buyer signs up
// to it on the product's page; turned off, it is offered no more (docs/decisions/180).

test("a creator makes a newsletter, offers it with a product, and a buyer sees it until it is turned off", async ({
  page,
  signIn,
  browser,
  baseURL,
  request,
}) => {
  const { username, key } = await storeWithKey("letters");
  const product = { id: randomUUID(), option: randomUUID() };
  const made = await request.put(`/api/publisher/products/${product.id}`, {
    headers: { authorization: `Bearer ${key}` },
    data: {
      version: null,
      product: {
        id: product.id,
        type: "pass",
        title: "Studio Pass",
        options: [{ id: product.option, title: "Day", price: 500, currency: "USD" }],
      },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);

  const context = await browser.newContext({ baseURL: String(baseURL) });
  const creator = await context.newPage();
  await openSection(creator, username, key, "Newsletters");
  await expect(creator.getByText("No newsletters yet.")).toBeVisible();
  await creator.getByRole("button", { name: "New newsletter" }).click();
  const form = creator.getByRole("region", { name: "New newsletter" });
  await form.getByRole("button", { name: "Save the newsletter" }).click();
  await expect(form.getByLabel("Newsletter name")).toHaveAccessibleDescription(
    "Enter a name of at most 200 characters.",
  );
  await form.getByLabel("Newsletter name").fill("Kiln diary");
  await form.getByLabel("Description").fill("What came out of the kiln this week.");
  await expectAccessible(creator, "the newsletter form");
  await form.getByRole("button", { name: "Save the newsletter" }).click();
  const card = creator.getByRole("region", { name: "Kiln diary" });
  await expect(card).toContainText("Free · offered · 0 subscribers");
  await expect(creator.getByText("No newsletters yet.")).toHaveCount(0);
  await expectTargetsAndTextFit(creator, "the newsletters");

  // The product offers it from now on.
  await creator
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Products" })
    .click();
  await creator.getByRole("button", { name: "Edit Studio Pass" }).click();
  const productForm = creator.getByRole("region", { name: "Edit Studio Pass" });
  await productForm.getByRole("checkbox", { name: "Kiln diary" }).check();
  await productForm.getByRole("button", { name: "Save the product" }).click();
  await expect(creator.getByRole("region", { name: "Studio Pass" })).toBeVisible();

  await signIn(`/${product.option}`, "letters-buyer");
  const offered = page.getByRole("region", { name: "Newsletters" });
  await expect(offered.getByRole("checkbox", { name: "Kiln diary" })).toHaveAccessibleDescription(
    "What came out of the kiln this week.",
  );

  // Turned off, it keeps its place in the dashboard and leaves the page.
  await creator
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Newsletters" })
    .click();
  await creator.getByRole("button", { name: "Edit Kiln diary" }).click();
  await creator.getByRole("checkbox", { name: "Offered to buyers" }).uncheck();
  await creator.getByRole("button", { name: "Save the newsletter" }).click();
  await expect(creator.getByRole("region", { name: "Kiln diary" })).toContainText(
    "Free · not offered · 0 subscribers",
  );
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Studio Pass" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Newsletters" })).toHaveCount(0);
  await context.close();
});
