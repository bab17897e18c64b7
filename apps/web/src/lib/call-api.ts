import type { ApiRoute } from "@creator-checkout/core/api";
import { routeUrl } from "@creator-checkout/core/route-url";
import type { z } from "zod";
import { type ApiRequestOptions, exchange, failureOf } from "./api-client";

// The page's typed client of the route table (docs/decisions/068): a call names a route of
// `@creator-checkout/core/api-routes` and gives its parts; the path, the method and the types of
// the input and the reply all come from the table.

type Input<Part> = Part extends z.ZodType ? z.input<Part> : never;

/** A part of the input: absent when the route takes none, optional when all of it is. */
type Section<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : Partial<Value> extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** The client sends the `publisherid` header itself. */
type CallerHeaders<Route extends ApiRoute> = [Input<Route["schema"]["headers"]>] extends [never]
  ? never
  : Omit<Input<Route["schema"]["headers"]>, "publisherid">;

export type CallInput<Route extends ApiRoute> = Section<
  "params",
  Input<Route["schema"]["params"]>
> &
  Section<"query", Input<Route["schema"]["querystring"]>> &
  Section<"body", Input<Route["schema"]["body"]>> &
  Section<"headers", CallerHeaders<Route>>;

type Replies<Route extends ApiRoute> = Route["schema"]["response"];
type SuccessStatus<Route extends ApiRoute> = keyof Replies<Route> & (200 | 201 | 202 | 204);

/** What a call resolves with: the route's successful reply (null for a 204). */
export type CallReply<Route extends ApiRoute> = {
  [Status in SuccessStatus<Route>]: Replies<Route>[Status] extends z.ZodType
    ? z.output<Replies<Route>[Status]>
    : never;
}[SuccessStatus<Route>];

export type CallOptions = Pick<ApiRequestOptions, "publisherId" | "accessToken" | "signal">;

interface CallInputParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: unknown;
}

/**
 * Calls a route of the table. Rejects with an ApiError for an error answer; outside production
 * (where the server marks the page so) every answer is first checked against the table.
 */
export async function callApi<Route extends ApiRoute>(
  route: Route,
  input: CallInput<Route>,
  options: CallOptions = {},
): Promise<CallReply<Route>> {
  const parts = input as CallInputParts;
  const answer = await exchange(routeUrl(route, parts), {
    ...options,
    method: route.method,
    body: parts.body,
    headers: parts.headers as Record<string, string> | undefined,
  });
  if (replyChecksOn()) {
    const { checkReply } = await import("./check-reply");
    await checkReply(route, answer);
  }
  const failure = failureOf(answer);
  if (failure) throw failure;
  return answer.payload as CallReply<Route>;
}

let checksOn: boolean | undefined;

function replyChecksOn(): boolean {
  checksOn ??=
    typeof document !== "undefined" &&
    document.querySelector('meta[name="api-reply-checks"][content="on"]') !== null;
  return checksOn;
}
