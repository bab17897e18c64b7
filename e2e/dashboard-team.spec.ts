import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility-checks";
import { demoUsername, publisherCommand } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit, onAPhone } from "./support/layout-checks";
import {
  messageIds,
  readCode,
  readMessage,
  requestEmailCode,
  typeCode,
  uniqueEmail,
} from "./support/sign-in";

// Two people sign in by code and the owner works through the team and the keys: more than the
// usual minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const staffLabel = "Staff: can refund and edit";
const invitation = /invit/i;

/**
 * Opens the link in the invitation `email` received and signs in there with a code read from the
 * dev outbox, as the invited person does; waits for the dashboard to say their role.
 */
async function signInFromInvitation(page: Page, request: APIRequestContext, email: string) {
  const message = await readMessage(request, email, invitation);
  const link = /https?:\/\/\S+\/dashboard\/\S+/.exec(message.body)?.[0];
  expect(link, "the invitation's link").toBeTruthy();
  const address = new URL(link as string);
  await page.goto(`${address.pathname}${address.search}`);
  await expect(
    page.getByRole("heading", { level: 2, name: /^Sign in to the dashboard of / }),
  ).toBeVisible();
  // The pasted key's form is still there, for scripts.
  await expect(page.getByLabel("Publisher key")).toBeVisible();
  const seen = await messageIds(request, email);
  await requestEmailCode(page, email);
  await typeCode(page, await readCode(request, email, seen));
}

function section(page: Page, name: string) {
  return page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name });
}

async function openSection(page: Page, name: string) {
  await section(page, name).click();
  await expect(section(page, name)).toHaveAttribute("aria-current", "page");
}

async function staffSignsIn(browser: Browser, request: APIRequestContext, email: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signInFromInvitation(staff, request, email);
  await expect(staff.getByText(`Signed in as ${staffLabel}`)).toBeVisible();
  await expect(section(staff, "Team")).toBeVisible();
  await expect(section(staff, "Keys")).toHaveCount(0);
  await openSection(staff, "Orders");
  await expect(staff.getByRole("region", { name: "Orders", exact: true })).toBeVisible();
  await expect(staff.getByRole("alert")).toHaveCount(0);
  // The team, as staff see it: who is on it, and no control an owner has.
  await openSection(staff, "Team");
  const members = staff.getByRole("table", { name: "The people on the store's team" });
  await expect(members.getByRole("row").filter({ hasText: email })).toContainText(staffLabel);
  await expect(staff.getByRole("region", { name: "Invite someone" })).toHaveCount(0);
  await expect(staff.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  // An address that names Keys opens the funnel instead.
  await staff.goto(`/dashboard/${demoUsername}#keys`);
  await expect(staff.getByText(`Signed in as ${staffLabel}`)).toBeVisible();
  await expect(section(staff, "Funnel")).toHaveAttribute("aria-current", "page");
  await expect(staff.getByRole("region", { name: "Make a key" })).toHaveCount(0);
  await context.close();
}

test("the owner signs in, invites staff who sign in and see orders but no keys; the owner makes a key, sees it once and revokes it", async ({
  page,
  browser,
  request,
}) => {
  // The demo store was imported from a catalog: the operator gives it its first owner.
  const owner = uniqueEmail("owner");
  await publisherCommand(["team", "invite", demoUsername, owner, "--role", "owner"]);
  await signInFromInvitation(page, request, owner);
  const heading = page.getByRole("heading", { level: 1, name: "Checkout dashboard" });
  await expect(page.getByText("Signed in as Owner")).toBeVisible();
  await expect(heading).toBeFocused();
  // The sign-in form has gone with the key's form: nothing of them stays on screen.
  await expect(page.getByLabel("Publisher key")).toHaveCount(0);
  await expect(page.getByLabel("Email address")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /days in UTC/ })).toBeVisible();

  await openSection(page, "Team");
  const members = page.getByRole("table", { name: "The people on the store's team" });
  await expect(members.getByRole("row").filter({ hasText: owner })).toBeVisible();
  const staff = uniqueEmail("staff");
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("E-mail address").fill(staff);
  await invite.getByLabel(staffLabel).check();
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  const open = page.getByRole("table", { name: "Invitations not yet accepted" });
  await expect(open.getByRole("row").filter({ hasText: staff })).toContainText(staffLabel);
  await expect(invite.getByLabel("E-mail address")).toHaveValue("");
  await expectAccessible(page, "the owner's team");
  await expectTargetsAndTextFit(page, "the owner's team");
  await onAPhone(page, () => expectTargetsAndTextFit(page, "the owner's team on a phone"));

  await staffSignsIn(browser, request, staff);

  // Signing in accepted the invitation: staff are on the team, and it is no longer open.
  await page.reload();
  await expect(page.getByText("Signed in as Owner")).toBeVisible();
  await expect(members.getByRole("row").filter({ hasText: staff })).toBeVisible();
  await expect(page.getByText("No open invitations.")).toBeVisible();

  await openSection(page, "Keys");
  const make = page.getByRole("region", { name: "Make a key" });
  await make.getByLabel("Name").fill("Shop server");
  await make.getByLabel(/^Read: /).check();
  await make.getByRole("button", { name: "Make the key" }).click();
  const secret = page.getByText(/^ccpk_/);
  await expect(secret).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy the key" })).toBeVisible();
  const keys = page.getByRole("table", {
    name: "The store's publisher keys, revoked ones included",
  });
  const row = keys.getByRole("row").filter({ hasText: "Shop server" });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Read");
  await expectAccessible(page, "a key just made");
  await expectTargetsAndTextFit(page, "a key just made");
  await onAPhone(page, () => expectTargetsAndTextFit(page, "a key just made, on a phone"));

  await row.getByRole("button", { name: "Revoke the key Shop server" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke the key" });
  await dialog.getByRole("button", { name: "Revoke the key" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button")).toHaveCount(0);
  // The key is gone from the screen with its power: nothing stale stays.
  await expect(secret).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Copy the key" })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
