import { expect, test } from "@playwright/test";
import { watchAnalytics } from "./support/analytics";
import { demo } from "./support/demo-catalog";

// docs/decisions/041: a browser that asks not to be tracked sends no analytics at all.
const refusals = [
  {
    name: "Global Privacy Control",
    script: () =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  },
  {
    name: "Do Not Track",
    script: () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
  },
];

for (const { name, script } of refusals) {
  test(`with ${name} on, the page sends nothing`, async ({ browser, page }) => {
    await page.addInitScript(script);
    const refused = watchAnalytics(page);
    await page.goto(`/${demo.membership.monthly}?conv_id=conv-private&utm_campaign=private`);
    await expect(page.getByRole("heading", { name: "Contact Info" })).toBeVisible();

    // The same page in a browser without the signal, opened after: once it has sent its page
    // view, the first page has had every chance to send its own.
    const ordinary = await browser.newContext();
    const ordinaryPage = await ordinary.newPage();
    const sent = watchAnalytics(ordinaryPage);
    await ordinaryPage.goto(`${test.info().project.use.baseURL}/${demo.membership.monthly}`);
    await sent.next("pay:page_view");
    await ordinary.close();

    // Leaving would flush anything queued: still nothing.
    await page.goto("about:blank");
    expect(refused.requests()).toBe(0);
  });
}
