import { expect, test } from "./support/fixtures";

test("an option id that no product has shows that the page doesn't exist", async ({ page }) => {
  await page.goto("/0b5e1f9e-6f1e-4c47-9a59-2f1f8c1d9a77");

  await expect(
    page.getByRole("heading", { name: "This checkout page doesn't exist" }),
  ).toBeVisible();
  await expect(
    page.getByText("Check the address, or ask the creator for a new link."),
  ).toBeVisible();
});

test("a malformed option id shows the same explanation", async ({ page }) => {
  await page.goto("/not-an-option");

  await expect(
    page.getByRole("heading", { name: "This checkout page doesn't exist" }),
  ).toBeVisible();
});

test("the pay variant without product_option_id shows the same explanation", async ({ page }) => {
  await page.goto("/pay/conv-42");

  await expect(
    page.getByRole("heading", { name: "This checkout page doesn't exist" }),
  ).toBeVisible();
});
