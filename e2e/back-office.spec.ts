import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createPublisherKey } from "./support/claims";
import { openDashboardWithKey } from "./support/dashboard";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { expectFocusNotLost, pageNews } from "./support/keyboard";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  testCards,
  thankYou,
} from "./support/payment";
import { openCheckout, readMessage, signInWithEmailCode, uniqueEmail } from "./support/sign-in";

// A purchase, a key made by the real command and the dashboard: more than the usual minute on
// a busy machine.
test.describe.configure({ timeout: 150_000 });

const phone = { width: 320, height: 800 };

/**
 * A new buyer, in a browser of their own, pays for `path` with the pay button saying `pay`,
 * answering the membership's required questions when `questions` is set.
 */
async function buyerPays(
  browser: Browser,
  request: APIRequestContext,
  {
    label,
    path,
    pay,
    questions = false,
  }: { label: string; path: string; pay: string; questions?: boolean },
) {
  const context = await browser.newContext();
  const buyer = await context.newPage();
  const email = uniqueEmail(label);
  await openCheckout(buyer, path);
  await signInWithEmailCode(buyer, request, email);
  if (questions) await answerRequiredQuestions(buyer);
  await addCard(buyer, testCards.visa);
  await payButton(buyer, pay).click();
  await expect(thankYou(buyer)).toBeVisible();
  return { buyer, email };
}

const tipJar = { path: `/${demo.tipJar.coffee}`, pay: "Pay CHF 5" };

async function openSection(page: Page, key: string, section: string) {
  await openDashboardWithKey(page, key);
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: section })
    .click();
  await expect(page.getByRole("link", { name: section })).toHaveAttribute("aria-current", "page");
}

test("a creator finds a buyer's order by e-mail and refunds it; the buyer sees and is told", async ({
  page,
  browser,
  request,
}) => {
  const { buyer, email } = await buyerPays(browser, request, { ...tipJar, label: "refunded" });
  await openSection(page, await createPublisherKey(), "Orders");

  await page.getByLabel("Buyer's e-mail").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  const orders = page.getByRole("table", { name: `Orders of ${email}, newest first` });
  const row = orders.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("CHF 5");
  await expect(row).toContainText("Paid");

  await row.getByRole("button", { name: /^Refund/ }).click();
  const dialog = page.getByRole("dialog", { name: "Refund this order" });
  await expect(dialog.getByLabel("Amount to refund (CHF)")).toHaveValue("5.00");
  await expect(dialog.getByRole("button", { name: "Refund", exact: true })).toBeFocused();
  // A double press is one refund: both carry the dialog's one Idempotency-Key.
  const refunds: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && /\/refunds$/.test(sent.url())) {
      refunds.push(sent.headers()["idempotency-key"] ?? "");
    }
  });
  await dialog.getByRole("button", { name: "Refund", exact: true }).dblclick();

  await expect(dialog).toBeHidden();
  await expect(row.getByRole("cell", { name: "Refunded", exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Refund/ })).toHaveCount(0);
  await expect(pageNews(page)).toHaveText(`Refunded CHF 5 to ${email}.`);
  await expectFocusNotLost(page);
  expect(new Set(refunds).size).toBe(1);

  await buyer.reload();
  const history = buyer.getByRole("table", { name: "Payment history" });
  await expect(history.getByRole("row").filter({ hasText: "Refunded" })).toHaveCount(1);
  const message = await readMessage(request, email, /^Your refund from/);
  expect(message.body).toContain("CHF 5");

  await page.setViewportSize(phone);
  await expectTargetsAndTextFit(page, "Orders at 320 px");
  await page.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("table", { name: "Subscriptions, newest first" })).toBeVisible();
  await expectTargetsAndTextFit(page, "Subscribers at 320 px");
  await buyer.context().close();
});

test("a creator ends a subscriber's membership now, from Subscribers", async ({
  page,
  browser,
  request,
}) => {
  const { buyer, email } = await buyerPays(browser, request, {
    label: "canceled",
    path: `/${demo.membership.supporter}`,
    pay: "Pay $20",
    questions: true,
  });
  await buyer.context().close();
  await openSection(page, await createPublisherKey(), "Subscribers");

  await page.getByLabel("Buyer's e-mail").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  const subscriptions = page.getByRole("table", {
    name: `Subscriptions of ${email}, newest first`,
  });
  const row = subscriptions.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: /^Cancel/ }).click();

  const dialog = page.getByRole("dialog", { name: "Cancel this subscription" });
  await expect(dialog.getByRole("radio", { name: /At the end of the period/ })).toBeChecked();
  await dialog.getByRole("radio", { name: "Now" }).check();
  await dialog.getByRole("button", { name: "Cancel the subscription" }).click();

  await expect(dialog).toBeHidden();
  await expect(row.getByRole("cell", { name: "Canceled", exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Cancel/ })).toHaveCount(0);
  await expect(pageNews(page)).toHaveText("The subscription has ended.");
  await expectFocusNotLost(page);
});

/** A receiver on the loopback that answers 200 to every webhook and keeps what it was sent. */
async function startReceiver(): Promise<{ server: Server; url: string; received: string[] }> {
  const received: string[] = [];
  const server = createServer((incoming: IncomingMessage, answer) => {
    let body = "";
    incoming.on("data", (chunk) => {
      body += chunk;
    });
    incoming.on("end", () => {
      received.push(body);
      answer.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hooks`, received };
}

test("a creator adds a webhook endpoint and sees a buyer's payment delivered to it", async ({
  page,
  browser,
  request,
}) => {
  const receiver = await startReceiver();
  try {
    await openSection(page, await createPublisherKey(), "Webhooks");
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByRole("button", { name: "Add the endpoint" }).click();
    const secret = page.getByRole("status").filter({ hasText: "will not be shown again" });
    await expect(secret.locator("code")).toHaveText(/^whsec_/);
    await expect(secret.getByRole("button", { name: "Copy the secret" })).toBeVisible();

    const endpoint = page.getByRole("region", { name: receiver.url });
    await expect(endpoint).toContainText("All events");
    await expect(endpoint.getByText("No deliveries yet.")).toBeVisible();

    const { buyer } = await buyerPays(browser, request, { ...tipJar, label: "webhook" });
    await buyer.context().close();

    const deliveries = endpoint.getByRole("table", {
      name: `Latest deliveries to ${receiver.url}`,
    });
    // A person presses Refresh until the worker has sent it.
    await expect(async () => {
      await endpoint.getByRole("button", { name: "Refresh deliveries" }).click();
      await expect(
        deliveries
          .getByRole("row")
          .filter({ hasText: "order.paid" })
          .filter({ hasText: "delivered" }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const paid = deliveries.getByRole("row").filter({ hasText: "order.paid" });
    await expect(paid.getByRole("cell", { name: "200", exact: true })).toBeVisible();
    expect(receiver.received.some((body) => body.includes('"order.paid"'))).toBe(true);

    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await expect(pageNews(page)).toHaveText(`A test event is on its way to ${receiver.url}.`);
    await paid.getByRole("button", { name: /^Replay/ }).click();
    await expect(pageNews(page)).toHaveText(`The event is on its way to ${receiver.url} again.`);
    await expect(deliveries.getByRole("row").filter({ hasText: "order.paid" })).toHaveCount(2);

    await page.setViewportSize(phone);
    await expectTargetsAndTextFit(page, "Webhooks at 320 px");
  } finally {
    receiver.server.close();
  }
});
