import http from "node:http";
import https from "node:https";
import { checkLiteralAddress, guardedLookup, hostAllowedByOperator } from "./webhook-address-guard";
import type { WebhookPolicy } from "./webhook-policy";

/** What a receiver answered; `status` is null when no answer came. */
export interface WebhookAnswer {
  status: number | null;
  /** The first 4 kB of the answer's body, for the delivery log. */
  body: string | null;
  retryAfter: string | null;
  latencyMs: number;
  error: string | null;
}

const KEPT_BODY_BYTES = 4_096;

/**
 * Posts one signed event (docs/decisions/080, 081): at most `timeoutMs` from start to the end
 * of the answer, no redirect followed (a 3xx is a failure like any other non-2xx), and a
 * connection only to an address the guard accepted after DNS. Never throws: a refused address,
 * a timeout or a broken connection is an answer without a status.
 */
export function sendWebhook(
  { policy, timeoutMs }: { policy: WebhookPolicy; timeoutMs: number },
  { url, headers, body }: { url: string; headers: Record<string, string>; body: string },
): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const target = new URL(url);
    const settle = (answer: Omit<WebhookAnswer, "latencyMs">) =>
      resolve({ ...answer, latencyMs: elapsed() });
    const failed = (error: Error) =>
      settle({ status: null, body: null, retryAfter: null, error: error.message.slice(0, 500) });
    const trusted = hostAllowedByOperator(target.hostname, policy);
    try {
      if (!trusted) checkLiteralAddress(target.hostname, policy);
    } catch (error) {
      return failed(error as Error);
    }
    const transport = target.protocol === "https:" ? https : http;
    const request = transport.request(target, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": "application/json",
        "user-agent": "creator-checkout-webhooks/1",
      },
      agent: false,
      ...(trusted ? {} : { lookup: guardedLookup(policy) }),
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    request.on("error", (error) => {
      clearTimeout(timer);
      failed(error);
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on("data", (chunk: Buffer) => {
        if (kept < KEPT_BODY_BYTES) chunks.push(chunk.subarray(0, KEPT_BODY_BYTES - kept));
        kept += chunk.length;
        // The rest of a long answer tells nothing more; stop reading it.
        if (kept >= KEPT_BODY_BYTES) response.destroy();
      });
      const finish = () => {
        clearTimeout(timer);
        const retryAfter = response.headers["retry-after"];
        settle({
          status: response.statusCode ?? null,
          body: Buffer.concat(chunks).toString("utf8"),
          retryAfter: typeof retryAfter === "string" ? retryAfter : null,
          error: null,
        });
      };
      response.on("end", finish);
      response.on("close", finish);
      response.on("error", () => {});
    });
    request.end(body);
  });
}
