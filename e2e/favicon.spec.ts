import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";

// product.md §9: a favicon per environment, with a dark variant when the browser prefers dark
// or the window is private (docs/decisions/085). The journeys' server runs as development.

/**
 * Resolves once the page's private-window check has answered: the check runs in a worker of its
 * own (docs/decisions/141), which the page ends as soon as it has read the answer.
 */
function privateWindowCheckEnded(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on("worker", (worker) => {
      if (worker.url().includes("private-window-check")) worker.once("close", () => resolve());
    });
  });
}

/** The address of the favicon the browser uses now: the icon link whose media matches. */
function shownFavicon(page: Page): Promise<string> {
  return page.evaluate(() => {
    const icons = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]'));
    const shown = icons.find((icon) => !icon.media || window.matchMedia(icon.media).matches);
    return shown ? new URL(shown.href).pathname : "";
  });
}

test("in an ordinary window the favicon follows the colour scheme, marked for development", async ({
  baseURL,
}) => {
  // A window with a profile on disk: the only kind a browser does not treat as private.
  const profile = mkdtempSync(join(tmpdir(), "checkout-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
    baseURL,
    colorScheme: "light",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const checkEnded = privateWindowCheckEnded(page);
    // The page asks whether the window is private once it is idle; the answer here is no.
    await page.goto(`/${demo.membership.monthly}`);
    await test.step("the page's private-window check answers", () => checkEnded);
    expect(await shownFavicon(page)).toBe("/favicon-development.svg");

    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => shownFavicon(page)).toBe("/favicon-development-dark.svg");
    const icon = await page.request.get("/favicon-development-dark.svg");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a private window shows the dark favicon once the page is idle, whatever the scheme", async ({
  page,
}) => {
  // Every context Playwright makes is an off-the-record profile, as a private window is.
  const checkEnded = privateWindowCheckEnded(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(`/${demo.membership.monthly}`);
  // The guess takes its time on a busy machine: the journey waits for its answer, not a clock.
  await test.step("the page's private-window check answers", () => checkEnded);
  expect(await shownFavicon(page)).toBe("/favicon-development-dark.svg");
});
