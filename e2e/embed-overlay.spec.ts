import { demo } from "./support/demo-catalog";
import {
  addCardInFrame,
  checkout,
  checkoutOrigin,
  events,
  openFromLink,
  overlay,
  signInInFrame,
} from "./support/embed";
import { expect, test } from "./support/fixtures";
import { testCards } from "./support/payment";
import { SIGN_IN_TIMEOUT } from "./support/sign-in";

// docs/decisions/097-099: the checkout over a creator's own page. The sample host page is opened
// on localhost and frames the checkout from 127.0.0.1, another site to the browser, whose
// project blocks third-party cookies (playwright.config.ts).

test("a buyer on a creator's site signs in by code, pays in the overlay, and Esc closes it", async ({
  page,
}) => {
  const link = await openFromLink(page, demo.pass.weekendPass);
  const frame = checkout(page);

  // The frame is another site's, and this browser gives it no cookies of its own.
  const framed = page.frames().find((f) => f.url().startsWith(checkoutOrigin()));
  expect(await framed?.evaluate(() => document.hasStorageAccess())).toBe(false);
  // The overlay is a modal dialog that holds the page still behind it.
  await expect(overlay(page)).toHaveAttribute("aria-modal", "true");
  const iframe = page.locator('iframe[title="Checkout"]');
  await expect(iframe).toBeFocused();
  // Focused before the checkout inside has the focus, the frame shows a ring of the checkout's
  // blue (6.8:1 on the frame's white) inside its edge (WCAG 2.4.7, 1.4.11).
  await expect(iframe).toHaveCSS("outline", "rgb(43, 80, 200) solid 3px");
  await expect(iframe).toHaveCSS("outline-offset", "-3px");
  await expect(iframe).toHaveAttribute(
    "allow",
    "payment; publickey-credentials-get; publickey-credentials-create",
  );
  await expect(page.getByRole("button", { name: "Close checkout" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");
  await expect(events(page).filter({ hasText: /^loaded/ })).toHaveCount(1);

  await signInInFrame(page, frame, "embed");
  await addCardInFrame(frame, testCards.visa);
  await frame
    .getByRole("region", { name: "Payment" })
    .getByRole("button", { name: "Pay ¥5,000", exact: true })
    .click();

  await expect(frame.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  const success = events(page).filter({ hasText: /^success/ });
  await expect(success).toHaveText(
    new RegExp(`^success order [0-9a-f-]{36} option ${demo.pass.weekendPass} with a claim$`),
  );

  await frame.locator("body").press("Escape");
  await expect(overlay(page)).toHaveCount(0);
  await expect(events(page).filter({ hasText: /^close/ })).toHaveCount(1);
  await expect(link).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
});

test("the overlay stays open while a payment is being confirmed, and says why", async ({
  page,
}) => {
  await openFromLink(page, demo.pass.weekendPass);
  const frame = checkout(page);
  await signInInFrame(page, frame, "embed-busy");
  await addCardInFrame(frame, testCards.needsAuthentication);
  await frame
    .getByRole("region", { name: "Payment" })
    .getByRole("button", { name: "Pay ¥5,000", exact: true })
    .click();
  const authentication = frame.getByRole("dialog", { name: "Confirm your payment" });
  await expect(authentication).toBeVisible();

  await page.getByRole("button", { name: "Close checkout" }).click();
  await expect(
    page.getByText("Your payment is being confirmed. The checkout can close once it is done."),
  ).toBeVisible();
  await expect(overlay(page)).toBeVisible();

  await authentication.getByRole("button", { name: "Approve" }).click();
  await expect(frame.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(events(page).filter({ hasText: /^success/ })).toHaveCount(1);

  // Continue leaves the checkout as it does without the overlay: the whole page goes to the
  // creator's public page, which no frame may show.
  await frame.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`^${checkoutOrigin()}/@northwind`));
  await expect(page.getByRole("heading", { name: "Northwind Notes", level: 1 })).toBeVisible();
});

test("forged messages are ignored: only the frame it opened, from the checkout, with its nonce", async ({
  page,
}) => {
  await openFromLink(page, demo.pass.dayPass);
  const nonce = await page
    .locator('iframe[title="Checkout"]')
    .evaluate((frame: HTMLIFrameElement) => new URL(frame.src).hash.match(/cc-embed=(\w+)/)?.[1]);
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);

  // The host page itself, with and without the nonce, and another frame of another origin.
  await page.evaluate((cc) => {
    const forged = { type: "success", detail: { orderId: "forged" } };
    window.postMessage({ ...forged, cc }, "*");
    window.postMessage({ ...forged, cc: "0".repeat(32) }, "*");
    window.postMessage({ cc, type: "close" }, "*");
  }, nonce);
  const framed = page.frames().find((f) => f.url().startsWith(checkoutOrigin()));
  // From inside the checkout's origin but without this opening's nonce.
  await framed?.evaluate(() => {
    window.parent.postMessage({ cc: "f".repeat(32), type: "success", detail: {} }, "*");
    window.parent.postMessage({ cc: "f".repeat(32), type: "close" }, "*");
  });
  // A frame of another origin that learned the nonce.
  await page.evaluate((cc) => {
    const other = document.createElement("iframe");
    other.srcdoc = `<script>parent.postMessage(${JSON.stringify({ cc, type: "close" })}, "*")</script>`;
    document.body.append(other);
  }, nonce);

  // The real frame still speaks, and nothing forged was heard. A page that cancels the close
  // event keeps the overlay open; the next Esc closes it.
  await expect(overlay(page)).toBeVisible();
  await page.evaluate(() =>
    addEventListener("creator-checkout:close", (event) => event.preventDefault(), { once: true }),
  );
  await checkout(page).locator("body").press("Escape");
  await expect(events(page).filter({ hasText: /^close/ })).toHaveCount(1);
  await expect(overlay(page)).toBeVisible();
  await checkout(page).locator("body").press("Escape");
  await expect(overlay(page)).toHaveCount(0);
  await expect(events(page).filter({ hasText: /^success/ })).toHaveCount(0);
  await expect(events(page).filter({ hasText: /^close/ })).toHaveCount(2);
});

test("a script opens and closes the overlay, which fills a phone's screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/embed-demo");
  await page.evaluate(
    (url) =>
      (window as unknown as { CreatorCheckout: { open(url: string): void } }).CreatorCheckout.open(
        url,
      ),
    `${checkoutOrigin()}/${demo.pass.dayPass}`,
  );

  await expect(overlay(page)).toBeVisible();
  await expect(checkout(page).getByLabel("Email address")).toBeEnabled({
    timeout: SIGN_IN_TIMEOUT,
  });
  await expect(events(page).filter({ hasText: /^loaded/ })).toHaveCount(1);
  expect(await page.locator('iframe[title="Checkout"]').boundingBox()).toEqual({
    x: 0,
    y: 0,
    width: 375,
    height: 740,
  });

  await page.evaluate(() =>
    (window as unknown as { CreatorCheckout: { close(): void } }).CreatorCheckout.close(),
  );
  await expect(overlay(page)).toHaveCount(0);
  await expect(events(page).filter({ hasText: /^close/ })).toHaveCount(1);

  // A link a single-page app adds later opens the overlay too, with no call.
  await page.evaluate((href) => {
    const link = document.createElement("a");
    link.href = href;
    link.textContent = "Added later";
    link.setAttribute("data-creator-checkout", "");
    document.body.append(link);
  }, `${checkoutOrigin()}/${demo.tipJar.coffee}`);
  await page.getByRole("link", { name: "Added later" }).click();
  await expect(overlay(page)).toBeVisible();
  await expect(events(page).filter({ hasText: /^loaded/ })).toHaveCount(2);
});

test("a site that is not among the creator's primary_urls cannot frame the checkout", async ({
  page,
}) => {
  const stranger = "http://stranger.test";
  const checkoutUrl = `${checkoutOrigin()}/${demo.pass.dayPass}`;
  await page.route(`${stranger}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Not the creator</title><iframe title="Framed" src="${checkoutUrl}"></iframe>`,
    }),
  );

  await page.goto(`${stranger}/`);

  // The browser refuses the frame: it shows its own error page, never the checkout.
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toContain("chrome-error://chromewebdata/");
  await expect(
    page.frameLocator('iframe[title="Framed"]').getByRole("button", { name: "Continue" }),
  ).toHaveCount(0);
});
