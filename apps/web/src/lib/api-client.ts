import type { HttpMethod } from "@creator-checkout/core/api";
import { t } from "@creator-checkout/core/i18n";
import { ApiError } from "./api-error";
import { MAX_CONCURRENT_REQUESTS, QUEUE_RETRIES, QUEUE_RETRY_DELAY_MS } from "./request-pacing";
import { createRequestQueue } from "./request-queue";

/** product.md §9: every request gives up after 30 seconds. */
const REQUEST_TIMEOUT_MS = 30_000;

let knownPublisherId: string | null = null;

/** The publisher every call names, for a request the client does not send itself. */
export function currentPublisherId(): string | null {
  return knownPublisherId;
}

/** Once the publisher is known, every call carries it in the `publisherid` header (product.md §7). */
export function rememberPublisherId(publisherId: string) {
  knownPublisherId = publisherId;
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Overrides the remembered publisher, for calls whose subject is the publisher itself. */
  publisherId?: string;
  /** Sent as `Authorization: Bearer ...` (product.md §7: the shared request path adds it). */
  accessToken?: string;
  /** Extra headers, e.g. `x-bot-proof` on the calls that start a sign-in. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A whole answer: its status, and its body as JSON (null when it had none or was not JSON). */
export interface Answer {
  status: number;
  payload: unknown;
}

const queue = createRequestQueue(MAX_CONCURRENT_REQUESTS);

/**
 * Sends one request and reads its answer, whatever its status. Rejects only when no answer
 * came: the caller's cancel, the timeout, or the network. The request waits its turn when the
 * page already has its most requests in flight; a read that got no answer from the network is
 * sent again a second later, as product.md §9's request queue says (docs/decisions/084).
 */
export async function exchange(path: string, options: ApiRequestOptions = {}): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await queue.run(() => send(path, options));
    } catch (error) {
      const retriable = isNetworkFailure(error) && (options.method ?? "GET") === "GET";
      if (!retriable || attempt >= QUEUE_RETRIES) throw error;
      await pause(QUEUE_RETRY_DELAY_MS, options.signal);
    }
  }
}

async function send(
  path: string,
  {
    method = "GET",
    body,
    publisherId,
    accessToken,
    headers: extraHeaders,
    signal,
  }: ApiRequestOptions,
): Promise<Answer> {
  signal?.throwIfAborted();
  const headers: Record<string, string> = { Accept: "application/json", ...extraHeaders };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const publisher = publisherId ?? knownPublisherId;
  if (publisher) headers.publisherid = publisher;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  // The page's own language, not the browser's: the e-mails a call sends are written in it
  // (docs/decisions/107).
  const pageLanguage = typeof document === "undefined" ? "" : document.documentElement.lang;
  if (pageLanguage) headers["Accept-Language"] = pageLanguage;

  // One controller for both the caller's cancel and the timeout; AbortSignal.any would do
  // this, but Safari before 17.4 lacks it.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", cancel, { once: true });

  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // The refresh cookie rides along on the calls whose path it is scoped to (principle P1).
      credentials: "same-origin",
      signal: controller.signal,
    });
    // 204 No Content (sign-out, set password) has no body to read.
    // A body cut short by the caller's cancel or the timeout is no answer; one that is not JSON
    // is an answer without a body.
    const payload: unknown =
      response.status === 204
        ? null
        : await response.json().catch((error: unknown) => {
            if (controller.signal.aborted) throw error;
            return null;
          });
    return { status: response.status, payload };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (timedOut) {
      throw new ApiError(0, "TIMEOUT", t("errors.timeout"));
    }
    throw new ApiError(0, "NETWORK", t("errors.network"));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === "NETWORK";
}

/** Waits `ms`, or rejects with the caller's reason as soon as it cancels. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal?.addEventListener("abort", stop, { once: true });
  });
}

/** The error an answer carries, or null when it succeeded. */
export function failureOf({ status, payload }: Answer): ApiError | null {
  if (status === 204) return null;
  const ok = status >= 200 && status < 300;
  if (ok && payload !== null && !hasErrorField(payload)) return null;
  return ApiError.fromResponse(status, payload);
}

/** product.md §8: a body with an error field is a failure, whatever the status says. */
function hasErrorField(payload: unknown): boolean {
  return typeof payload === "object" && payload !== null && "error" in payload;
}
