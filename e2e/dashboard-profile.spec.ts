import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./support/accessibility-checks";
import {
  createDemoKey,
  demoUsername,
  openDashboardWithKey,
  storeWithKey,
} from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit } from "./support/layout-checks";

// A creator changes their store's profile in the dashboard (docs/decisions/173). On a store of
// its own, so that the demo store the other journeys read keeps its name.

async function openProfile(page: Page, username: string, key: string) {
  await page.goto(`/dashboard/${username}`);
  await page.getByLabel("Publisher key").fill(key);
  await page.getByRole("button", { name: "Show the figures" }).click();
  return profileSection(page);
}

/** The Profile section, opened from the dashboard's navigation. */
async function profileSection(page: Page) {
  const link = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", {
    name: "Profile",
  });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
  return page.getByRole("region", { name: "Profile" });
}

/** Changes the name behind the page's back, as another person or a script would. */
async function renameThroughTheApi(request: APIRequestContext, key: string, name: string) {
  const headers = { authorization: `Bearer ${key}` };
  const read = await (await request.get("/api/publisher/profile", { headers })).json();
  const changed = await request.patch("/api/publisher/profile", {
    headers,
    data: { version: read.version, name },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

test("a creator changes the store's name and addresses, is told what is wrong beside the field, and is stopped from undoing a change made meanwhile", async ({
  page,
  request,
}) => {
  const { username, key } = await storeWithKey("profile");
  const profile = await openProfile(page, username, key);
  const name = profile.getByLabel("Store name");
  await expect(name).toHaveValue(username);

  await name.fill("Ada's Studio");
  const addresses = profile.getByLabel("Your site's addresses");
  await addresses.fill("https://ada.example\nftp://files.ada.example");
  await profile.getByRole("button", { name: "Save the profile" }).click();
  await expect(profile.getByText("Line 2 must be an http:// or https:// address.")).toBeVisible();
  await expectAccessible(page, "the profile with an error");
  await addresses.fill("https://ada.example\nhttps://shop.ada.example");
  await expect(profile.getByText("Line 2 must be an http:// or https:// address.")).toHaveCount(0);
  await profile.getByLabel("Default language").selectOption("de");
  await profile.getByRole("button", { name: "Save the profile" }).click();
  await expect(page.getByText("The profile is saved.")).toBeAttached();

  // What was saved is what the page shows after a reload (the tab keeps its key).
  await page.reload();
  const reopened = await profileSection(page);
  await expect(reopened.getByLabel("Store name")).toHaveValue("Ada's Studio");
  await expect(reopened.getByLabel("Your site's addresses")).toHaveValue(
    "https://ada.example\nhttps://shop.ada.example",
  );
  await expect(reopened.getByLabel("Default language")).toHaveValue("de");
  await expectTargetsAndTextFit(page, "the profile");

  // Someone else renames the store meanwhile: this page's change is refused, not written over it.
  await renameThroughTheApi(request, key, "Ada Lovelace Studio");
  await reopened.getByLabel("Store name").fill("Ada's Other Studio");
  await reopened.getByRole("button", { name: "Save the profile" }).click();
  const refused = reopened.getByRole("alert");
  await expect(refused).toContainText("The profile was changed since you opened it.");
  await refused.getByRole("button", { name: "Open the profile again" }).click();
  await expect(reopened.getByLabel("Store name")).toHaveValue("Ada Lovelace Studio");
  // Nothing of the refusal stays on screen once the profile is open again.
  await expect(reopened.getByRole("alert")).toHaveCount(0);

  // A store with no products has no catalog file yet, and says so where the button is.
  const file = page.getByRole("region", { name: "Catalog file" });
  await file.getByRole("button", { name: "Download the catalog file" }).click();
  await expect(file.getByRole("alert")).toContainText("This store has no products yet");
});

test("a creator downloads the store as the catalog file the import reads", async ({ page }) => {
  const { key } = await createDemoKey();
  await openDashboardWithKey(page, key);
  await profileSection(page);
  const file = page.getByRole("region", { name: "Catalog file" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    file.getByRole("button", { name: "Download the catalog file" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${demoUsername}-catalog.json`);
  const catalog = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(catalog.publisher.username).toBe(demoUsername);
  expect(catalog.products.length).toBeGreaterThan(0);
  await expect(file.getByRole("alert")).toHaveCount(0);
});
