import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";

test("the gift card appears only in gift mode", async ({ page }) => {
  await page.goto(`/${demo.membership.monthly}`);
  await expect(page.getByRole("heading", { name: "Contact Info" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gift info" })).toHaveCount(0);

  await page.goto(`/${demo.membership.monthly}?gift=true`);
  await expect(page.getByRole("heading", { name: "Gift info" })).toBeVisible();
});

test("a gift's headline and summary say the one payment and the term it buys, not a price per month", async ({
  page,
}) => {
  await page.goto(`/${demo.membership.monthly}`);
  await expect(page.locator(".headline__price")).toHaveText("14 days free");
  await expect(page.locator(".line-item__amount").first()).toHaveText("$8 / month");

  await page.goto(`/${demo.membership.monthly}?gift=true`);
  await expect(page.locator(".headline__price")).toHaveText("$8");
  await expect(page.locator(".headline__then")).toHaveText("A gift of 1 month; it does not renew");
  await expect(page.locator(".line-item__amount").first()).toHaveText("$8");
});

test("gift fields show their errors once touched: typed in and left, not passed by Tab", async ({
  page,
}) => {
  await page.goto(`/${demo.membership.monthly}?gift=true`);
  const yourName = page.getByLabel("Your name");
  const recipientEmail = page.getByLabel("Recipient's email");
  await expect(page.getByText("This field is required")).toHaveCount(0);

  // Passing an empty field is not a mistake (docs/decisions/156).
  await yourName.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Recipient's name")).toBeFocused();
  await expect(yourName).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("This field is required")).toHaveCount(0);

  await yourName.fill("A");
  await yourName.fill("");
  await page.keyboard.press("Tab");
  await expect(yourName).toHaveAccessibleDescription("This field is required");

  await recipientEmail.fill("friend@example");
  await page.keyboard.press("Tab");
  await expect(recipientEmail).toHaveAccessibleDescription(
    "Invalid email address Write it as name@example.com.",
  );

  await recipientEmail.fill("friend@example.com");
  await yourName.fill("Ada");
  await page.getByLabel("Recipient's name").fill("Grace");
  await expect(recipientEmail).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("This field is required")).toHaveCount(0);
});

test("a donation in gift mode says it cannot be given, instead of a form that could never pay", async ({
  page,
}) => {
  await page.goto(`/${demo.tipJar.coffee}?gift=true`);
  const giftCard = page.getByRole("region", { name: "Gift info" });
  await expect(
    giftCard.getByText("Only a subscription or a pass with a set price can be given as a gift."),
  ).toBeVisible();
  await expect(giftCard.getByLabel("Your name")).toHaveCount(0);
});
