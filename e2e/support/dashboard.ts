import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { FunnelReport } from "../../packages/core/src/api/contract";
import { uniqueEmail } from "./sign-in";

const run = promisify(execFile);

/** The demo creator's username, in the dashboard's address /dashboard/{username}. */
export const demoUsername = "northwind";

/**
 * `npm run publisher -- <args>` as a creator runs it on a laptop: the command hands the work to
 * the test-processor checkout on its data folder (docs/decisions/043). Answers its output.
 */
export async function publisherCommand(args: string[]): Promise<string> {
  const { stdout } = await run("npm", ["run", "--silent", "publisher", "--", ...args], {
    cwd: resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: testProcessorDataDir(), NODE_ENV: "test" },
  });
  return stdout;
}

/**
 * Imports `catalog` with the real command beside the running test-processor checkout
 * (`npm run catalog -- import`), as an operator does for a creator of a journey's own.
 */
export async function importCatalogFile(catalog: unknown) {
  const file = join(mkdtempSync(join(tmpdir(), "journey-catalog-")), "catalog.json");
  writeFileSync(file, JSON.stringify(catalog));
  await run("npm", ["run", "--silent", "catalog", "--", "import", file], {
    cwd: resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: testProcessorDataDir(), NODE_ENV: "test" },
  });
}

function testProcessorDataDir() {
  const dataDir = process.env.E2E_TEST_PROCESSOR_DATA_DIR;
  if (!dataDir) throw new Error("E2E_TEST_PROCESSOR_DATA_DIR is set by playwright.config.ts");
  return dataDir;
}

/** A new key for the demo creator, made with the real command; its id for revoking it. */
export async function createDemoKey(): Promise<{ key: string; id: string }> {
  const stdout = await publisherCommand(["key", "create", demoUsername]);
  const key = /^(ccpk_\S+)$/m.exec(stdout)?.[1];
  const id = /\(id ([0-9a-f-]{36})\)/.exec(stdout)?.[1];
  if (!key || !id) throw new Error(`the command printed no key: ${stdout}`);
  return { key, id };
}

/** A store of the journey's own, opened by the operator's command, and a write key for it. */
export async function storeWithKey(label = "store") {
  const username = `${label}-${Date.now().toString(36)}`;
  await publisherCommand(["creator", "create", username, "--owner", uniqueEmail("owner")]);
  const stdout = await publisherCommand(["key", "create", username]);
  const key = /^(ccpk_\S+)$/m.exec(stdout)?.[1];
  if (!key) throw new Error(`the command printed no key: ${stdout}`);
  return { username, key };
}

/** Opens a store's dashboard with `key` and goes to the section named `name`. */
export async function openSection(page: Page, username: string, key: string, name: string) {
  await page.goto(`/dashboard/${username}`);
  await page.getByLabel("Publisher key").fill(key);
  await page.getByRole("button", { name: "Show the figures" }).click();
  const link = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
}

/** The figures the API answers for `key` over the days the dashboard shows by default. */
export async function funnelFigures(request: APIRequestContext, key: string) {
  const response = await request.get(`/api/dashboard/${demoUsername}/funnel`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as FunnelReport;
}

/** Opens the dashboard and gives it `key` in its form, as the creator types it. */
export async function openDashboardWithKey(page: Page, key: string) {
  await page.goto(`/dashboard/${demoUsername}`);
  await page.getByLabel("Publisher key").fill(key);
  await page.getByRole("button", { name: "Show the figures" }).click();
}

/** A figure's value in the tiles at the top of the dashboard ("Views", "Payments", …). */
export function statTile(page: Page, label: string): Locator {
  return page
    .locator(".stat-tile")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition")
    .locator(".stat-tile__value");
}

/** A number the page shows, read as a person reads it. */
export async function shownNumber(locator: Locator): Promise<number> {
  const text = (await locator.textContent())?.trim() ?? "";
  const value = Number(text);
  if (!Number.isInteger(value)) throw new Error(`not a count: ${JSON.stringify(text)}`);
  return value;
}
