import { z } from "zod";
import { apiErrorCodes } from "./error-codes";

// One declaration per endpoint of the API (docs/decisions/068): the server registers its routes
// from these, the page calls them through its typed client, and the OpenAPI document is made
// from them. Nothing else names a path, a field or a reply.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call an endpoint, as the OpenAPI document says it. */
export type RouteCaller =
  /** Anyone: the page before sign-in, or a visitor. */
  | "anyone"
  /** A signed-in buyer, with `Authorization: Bearer <access token>`. */
  | "buyer"
  /** A creator's server or dashboard, with `Authorization: Bearer ccpk_…`. */
  | "publisher-key"
  /** The operator's command line, with the operator token. */
  | "operator"
  /** A payment processor, with its own signature. */
  | "processor";

/** Every error answer: a code from the one list, and a sentence for people. */
export const apiErrorResponse = z.looseObject({
  error: z.enum(apiErrorCodes),
  message: z.string(),
  /** One message per field in error, where a form shows them beside each field. */
  fields: z.record(z.string(), z.string()).optional(),
});

/** The statuses an endpoint may answer with an error body. */
export type ErrorStatus =
  | 400
  | 401
  | 403
  | 404
  | 405
  | 409
  | 410
  | 413
  | 415
  | 422
  // Failed dependency: a service the answer depends on (Stripe Tax) failed; nothing was done.
  | 424
  | 429
  | 502
  | 503;

/** A 204's empty body. */
export const noContent = z.null().describe("No content");

type Schema = z.ZodType;

export interface RouteDeclaration {
  method: HttpMethod;
  /** The whole path as a client writes it, `/api` included, with `:name` for each parameter. */
  path: `/api/${string}`;
  summary: string;
  description?: string;
  /** The group the reference lists it under. */
  tag: string;
  caller: RouteCaller;
  request?: {
    params?: Schema;
    query?: Schema;
    headers?: Schema;
    body?: Schema;
  };
  /** The answers that succeed, by status. */
  responses: Partial<Record<200 | 201 | 202 | 204, Schema>>;
  /** The answers that fail with a body other than the common error body, by status. */
  failures?: Partial<Record<number, Schema>>;
  /** The statuses that answer with the common error body `{ error, message }`. */
  errors?: readonly ErrorStatus[];
}

type ErrorReplies<Statuses extends readonly ErrorStatus[] | undefined> =
  Statuses extends readonly ErrorStatus[]
    ? { [Status in Statuses[number]]: typeof apiErrorResponse }
    : unknown;

type Replies<D extends RouteDeclaration> = D["responses"] &
  (D["failures"] extends object ? D["failures"] : unknown) &
  ErrorReplies<D["errors"]> & { 429: typeof apiErrorResponse };

/** Fastify's form of a route's schema; the zod type provider infers the handler's types from it. */
export interface RouteSchema<D extends RouteDeclaration = RouteDeclaration> {
  summary: string;
  description?: string;
  tags: string[];
  params: NonNullable<D["request"]>["params"];
  querystring: NonNullable<D["request"]>["query"];
  headers: NonNullable<D["request"]>["headers"];
  body: NonNullable<D["request"]>["body"];
  response: Replies<D>;
}

export interface ApiRoute<D extends RouteDeclaration = RouteDeclaration> {
  method: D["method"];
  path: D["path"];
  caller: RouteCaller;
  schema: RouteSchema<D>;
}

/**
 * Declares an endpoint. Every endpoint may answer 429 (the flood guard in front of the whole
 * API) and, when it takes any input, 400 for input it refuses.
 */
export function defineRoute<const D extends RouteDeclaration>(declaration: D): ApiRoute<D> {
  const { request = {}, responses, failures = {}, errors = [] } = declaration;
  const takesInput = Object.values(request).some((part) => part !== undefined);
  const errorStatuses = new Set<number>([...errors, 429, ...(takesInput ? [400] : [])]);
  const errorReplies = Object.fromEntries([...errorStatuses].map((s) => [s, apiErrorResponse]));
  return {
    method: declaration.method,
    path: declaration.path,
    caller: declaration.caller,
    schema: {
      summary: declaration.summary,
      description: declaration.description,
      tags: [declaration.tag],
      params: request.params,
      querystring: request.query,
      headers: request.headers,
      body: request.body,
      response: { ...errorReplies, ...failures, ...responses } as Replies<D>,
    },
  };
}

/** The version of this contract, as the OpenAPI document states it. */
export const API_VERSION = "1.0.0";
