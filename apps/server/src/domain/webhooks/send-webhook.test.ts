import { startWebhookReceiver } from "@creator-checkout/testing/webhook-receiver";
import { afterAll, describe, expect, it } from "vitest";
import { sendWebhook } from "./send-webhook";
import type { WebhookPolicy } from "./webhook-policy";

const outsideProduction: WebhookPolicy = { production: false, allowedHosts: [] };

describe("sending one webhook", () => {
  const receivers: Array<{ close(): Promise<void> }> = [];
  afterAll(() => Promise.all(receivers.map((receiver) => receiver.close())));
  const receiver = async (answer: Parameters<typeof startWebhookReceiver>[0]) => {
    const started = await startWebhookReceiver(answer);
    receivers.push(started);
    return started;
  };
  const send = (url: string, policy = outsideProduction) =>
    sendWebhook(
      { policy, timeoutMs: 2_000 },
      { url, headers: { "webhook-id": "msg_1" }, body: "{}" },
    );

  it("does not follow a redirect: the 3xx is the answer", async () => {
    const target = await receiver((response) => response.end("ok"));
    const redirecting = await receiver((response) => {
      response.writeHead(307, { location: target.url });
      response.end();
    });
    const answer = await send(redirecting.url);
    expect(answer.status).toBe(307);
    expect(target.received).toHaveLength(0);
  });

  it("keeps the first 4 kB of a long answer", async () => {
    const long = await receiver((response) => response.end("x".repeat(100_000)));
    const answer = await send(long.url);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(4_096);
  });

  it("refuses loopback in production, by name and by address, without connecting", async () => {
    const local = await receiver((response) => response.end("ok"));
    const production = { production: true, allowedHosts: [] };
    const byName = await send(local.url.replace("127.0.0.1", "localhost"), production);
    const byAddress = await send(local.url, production);
    expect(byName).toMatchObject({
      status: null,
      error: expect.stringMatching(/^localhost resolves to/),
    });
    expect(byAddress).toMatchObject({
      status: null,
      error: "127.0.0.1 is an address webhooks may not reach",
    });
    expect(local.received).toHaveLength(0);
    const named = await send(local.url, { production: true, allowedHosts: ["127.0.0.1"] });
    expect(named.status).toBe(200);
  });
});
