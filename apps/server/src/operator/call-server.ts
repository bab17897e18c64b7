import type { ApiRoute } from "@creator-checkout/core/api";
import { routeUrl } from "@creator-checkout/core/route-url";
import type { z } from "zod";
import type { ServerHandoff } from "./server-handoff";

/** What the server said when it refused the operator command's request. */
export class ServerRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ServerRefusedError";
  }
}

type Input<Part> = Part extends z.ZodType ? z.input<Part> : undefined;

/** The parts of a route's request the operator command gives. */
export interface OperatorCall<Route extends ApiRoute> {
  params?: Input<Route["schema"]["params"]>;
  query?: Input<Route["schema"]["querystring"]>;
  body?: Input<Route["schema"]["body"]>;
}

type OkReply<Route extends ApiRoute> = Route["schema"]["response"] extends { 200: z.ZodType }
  ? z.output<Route["schema"]["response"][200]>
  : never;

/**
 * One request of an operator command to the server that holds the embedded database, with the
 * token from its data folder, to a route of the table (docs/decisions/068): the answer is read
 * with the route's own reply schema, a refusal thrown with the server's sentence.
 */
export async function callServer<Route extends ApiRoute>(
  server: ServerHandoff,
  route: Route,
  input: OperatorCall<Route> = {},
): Promise<OkReply<Route>> {
  const response = await fetch(`${server.url}${routeUrl(route, input)}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${server.token}`,
      ...(input.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
  const body: unknown = await response.json();
  if (!response.ok) {
    const message =
      typeof body === "object" && body !== null && "message" in body
        ? String(body.message)
        : `status ${response.status}`;
    throw new ServerRefusedError(message);
  }
  const okReply = (route.schema.response as Record<number, z.ZodType>)[200];
  if (!okReply) throw new Error(`${route.method} ${route.path} declares no 200 answer.`);
  return okReply.parse(body) as OkReply<Route>;
}
