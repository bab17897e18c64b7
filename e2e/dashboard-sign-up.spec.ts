import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility-checks";
import { demoUsername } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit, onAPhone } from "./support/layout-checks";
import { readCode, SIGN_IN_TIMEOUT, typeCode, uniqueEmail } from "./support/sign-in";

// The journeys' server opens stores to anyone, as a laptop in development does
// (docs/decisions/159); the page's part is docs/decisions/171.

async function openTheSignUp(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Open a store" })).toBeVisible();
}

async function fillTheSignUp(page: Page, email: string, username: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByRole("button", { name: "Open the store" }).click();
}

test("a new creator opens a store, signs in with the code sent to them and sees how to add the first product", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("new-creator");
  const username = `shop-${randomBytes(4).toString("hex")}`;
  await openTheSignUp(page);
  // What the server would refuse is said beside its field before anything is sent.
  await fillTheSignUp(page, "not-an-address", "-shop");
  await expect(page.getByLabel("E-mail address")).toHaveAccessibleDescription(
    /Enter an e-mail address such as ada@example.com\./,
  );
  await expect(page.getByLabel("Username", { exact: true })).toHaveAccessibleDescription(
    /A username is 2 to 39 lowercase letters/,
  );
  await expect(page.getByLabel("E-mail address")).toBeFocused();
  await expectAccessible(page, "the sign-up's refusals");
  await expectTargetsAndTextFit(page, "the sign-up's refusals");

  await fillTheSignUp(page, email, username);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${username}\\?email=`));
  // The store's sign-in has sent the code already: the new owner only types it.
  await expect(page.getByText(`Enter the verification code sent to ${email}.`)).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  await typeCode(page, await readCode(request, email));

  await expect(page.getByText("Signed in as Owner")).toBeVisible();
  const guide = page.getByRole("region", { name: "Your first product" });
  await expect(guide).toBeVisible();
  await expect(guide).toContainText("npm run catalog -- import catalog.json");
  await expect(guide.getByRole("link", { name: `/@${username}` })).toBeVisible();
  await expect(guide.getByRole("link", { name: "Products" })).toHaveAttribute("href", "#products");
  await expectAccessible(page, "the empty store's guide");
  await onAPhone(page, () => expectTargetsAndTextFit(page, "the empty store's guide on a phone"));
});

test("a username already taken is refused beside the field, in the server's words", async ({
  page,
}) => {
  await openTheSignUp(page);
  await fillTheSignUp(page, uniqueEmail("late-creator"), demoUsername);
  const username = page.getByLabel("Username", { exact: true });
  await expect(username).toHaveAccessibleDescription(
    /This username is taken: choose another one\./,
  );
  await expect(username).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an invitation's link fills the sign-in's e-mail field and sends nothing by itself", async ({
  page,
}) => {
  const email = uniqueEmail("invited");
  await page.goto(`/dashboard/${demoUsername}?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel("Email address")).toHaveValue(email);
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeVisible();
});
