import type { HttpMethod } from "@creator-checkout/core/api";
import { ApiError } from "./api-error";

/** product.md §9: every request gives up after 30 seconds. */
const REQUEST_TIMEOUT_MS = 30_000;

let knownPublisherId: string | null = null;

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

/**
 * Sends one request and reads its answer, whatever its status. Rejects only when no answer
 * came: the caller's cancel, the timeout, or the network.
 */
export async function exchange(
  path: string,
  {
    method = "GET",
    body,
    publisherId,
    accessToken,
    headers: extraHeaders,
    signal,
  }: ApiRequestOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: "application/json", ...extraHeaders };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const publisher = publisherId ?? knownPublisherId;
  if (publisher) headers.publisherid = publisher;
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  // One controller for both the caller's cancel and the timeout; AbortSignal.any would do
  // this, but Safari before 17.4 lacks it.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
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
    const payload: unknown =
      response.status === 204 ? null : await response.json().catch(() => null);
    return { status: response.status, payload };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (timedOut) {
      throw new ApiError(0, "TIMEOUT", "The server took too long to answer. Please try again.");
    }
    throw new ApiError(0, "NETWORK", "We couldn't reach the server. Check your connection.");
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  }
}

/** The error an answer carries, or null when it succeeded. */
export function failureOf({ status, payload }: Answer): ApiError | null {
  if (status === 204) return null;
  const ok = status >= 200 && status < 300;
  if (ok && payload !== null && !hasErrorField(payload)) return null;
  return ApiError.fromResponse(status, payload);
}

export async function apiRequest<TResponse>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<TResponse> {
  const answer = await exchange(path, options);
  const failure = failureOf(answer);
  if (failure) throw failure;
  return answer.payload as TResponse;
}

/** product.md §8: a body with an error field is a failure, whatever the status says. */
function hasErrorField(payload: unknown): boolean {
  return typeof payload === "object" && payload !== null && "error" in payload;
}
