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
  // A payment into the tip jar renews not: it is no subscriber's, and has nothing to cancel.
  await page.getByRole("link", { name: "Subscribers" }).click();
  await page.getByLabel("Buyer's e-mail").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(`No subscriptions of ${email}.`)).toBeVisible();
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
  await page.setViewportSize(phone);
  await expectTargetsAndTextFit(page, "Subscribers at 320 px");
  // The buyer is told.
  const told = await readMessage(request, email, /^Northwind Notes canceled your subscription$/);
  expect(told.body).toContain("Northwind Notes canceled your subscription to");
  expect(told.body).toContain("Your subscription has ended; nothing more will be charged.");
});

interface Received {
  body: string;
  signature: string;
}

/** A receiver on the loopback that answers 200 to every webhook and keeps what it was sent. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((incoming: IncomingMessage, answer) => {
    let body = "";
    incoming.on("data", (chunk) => {
      body += chunk;
    });
    incoming.on("end", () => {
      received.push({ body, signature: String(incoming.headers["webhook-signature"]) });
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
    expect(receiver.received.some(({ body }) => body.includes('"order.paid"'))).toBe(true);

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

test("a creator chooses an endpoint's events, disables and enables it, rotates its secret and deletes it", async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await openSection(page, await createPublisherKey(), "Webhooks");
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    const events = page.getByRole("group", { name: "Events it receives" });
    for (const box of await events.getByRole("checkbox").all()) await box.uncheck();
    await page.getByRole("button", { name: "Add the endpoint" }).click();
    await expect(page.getByRole("alert")).toHaveText("Choose at least one event.");
    await events.getByRole("checkbox", { name: "order.refunded" }).check();
    await expect(page.getByText("Choose at least one event.")).toHaveCount(0);
    await page.getByRole("button", { name: "Add the endpoint" }).click();

    const endpoint = page.getByRole("region", { name: receiver.url });
    await expect(endpoint.getByText("order.refunded", { exact: true })).toBeVisible();
    // The form starts afresh for the next endpoint: every event chosen.
    await expect(page.getByLabel("Endpoint URL")).toHaveValue("");
    await expect(events.getByRole("checkbox", { name: "order.paid" })).toBeChecked();

    await endpoint.getByRole("button", { name: "Disable" }).click();
    await expect(endpoint.getByText("order.refunded. Disabled by you.")).toBeVisible();
    await expect(pageNews(page)).toHaveText(
      `${receiver.url} is disabled: events wait until you enable it.`,
    );
    await endpoint.getByRole("button", { name: "Enable" }).click();
    await expect(endpoint.getByText("order.refunded", { exact: true })).toBeVisible();
    await expect(pageNews(page)).toHaveText(
      `${receiver.url} is enabled: what waited is on its way.`,
    );

    await endpoint.getByRole("button", { name: "Rotate secret" }).click();
    const rotate = page.getByRole("dialog", { name: "Rotate the signing secret" });
    await rotate.getByRole("button", { name: "Rotate the secret" }).click();
    await expect(rotate).toBeHidden();
    const fresh = endpoint.getByRole("status").filter({ hasText: "The new signing secret" });
    await expect(fresh.locator("code")).toHaveText(/^whsec_/);
    await expect(fresh).toContainText("The previous one signs too until");

    // For a day, every event carries a signature by each secret.
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await expect
      .poll(() => receiver.received.find(({ body }) => body.includes('"webhook.test"')))
      .toBeTruthy();
    const test = receiver.received.find(({ body }) => body.includes('"webhook.test"'));
    expect(test?.signature.split(" ").filter((part) => part.startsWith("v1,"))).toHaveLength(2);

    await page.setViewportSize(phone);
    await expectTargetsAndTextFit(page, "An endpoint's controls at 320 px");

    await endpoint.getByRole("button", { name: "Delete" }).click();
    const remove = page.getByRole("dialog", { name: "Delete this endpoint" });
    await expect(remove).toContainText("This cannot be undone.");
    await remove.getByRole("button", { name: "Delete the endpoint" }).click();
    await expect(remove).toBeHidden();
    await expect(page.getByRole("region", { name: receiver.url })).toHaveCount(0);
    await expect(pageNews(page)).toHaveText(`${receiver.url} is deleted.`);
    await expectFocusNotLost(page);
  } finally {
    receiver.server.close();
  }
});

test("a creator finds a customer with their answers and newsletters", async ({
  page,
  browser,
  request,
}) => {
  const { buyer, email } = await buyerPays(browser, request, {
    label: "customer",
    path: `/${demo.membership.supporter}`,
    pay: "Pay $20",
    questions: true,
  });
  await buyer.context().close();
  await openSection(page, await createPublisherKey(), "Customers");
  await expect(page.getByRole("table", { name: "Customers, newest first" })).toBeVisible();

  await page.getByLabel("Buyer's e-mail").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  const customers = page.getByRole("table", { name: `Customers with ${email}` });
  const row = customers.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // The answers as the checkout stored them, by the creator's own labels.
  await expect(row).toContainText("Role: reader");
  await expect(row).toContainText("Topics: travel");

  await page.getByLabel("Buyer's e-mail").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(/^No customer with /)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.setViewportSize(phone);
  await expectTargetsAndTextFit(page, "Customers at 320 px");
});
