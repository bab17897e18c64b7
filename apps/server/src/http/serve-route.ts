import type { ApiRoute, RouteSchema } from "@creator-checkout/core/api";
import type {
  FastifyInstance,
  onRequestHookHandler,
  preHandlerHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyInstance["log"],
  ZodTypeProvider
>;

/** A handler typed by the route's own schemas: its params, query, headers, body and replies. */
export type RouteHandler<Route extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  Route["schema"],
  ZodTypeProvider
>;

export interface ServeOptions {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  onRequest?: onRequestHookHandler;
  /** Route settings that plugins read, e.g. `rateLimit`. */
  config?: Record<string, unknown>;
  /** The largest body this route accepts, when it differs from the app's. */
  bodyLimit?: number;
}

/**
 * Registers a route of the table (docs/decisions/068) in a plugin scope: its method, its path
 * below the scope's prefix, and its schemas, so Fastify validates the request and checks the
 * reply by the one declaration.
 */
export function serveRoute<Route extends ApiRoute>(
  app: ZodApp,
  route: Route,
  handler: RouteHandler<Route>,
  options: ServeOptions = {},
) {
  if (!route.path.startsWith(app.prefix)) {
    throw new Error(`${route.path} cannot be served under the prefix ${app.prefix}.`);
  }
  app.route({
    ...options,
    method: route.method,
    url: route.path.slice(app.prefix.length),
    schema: withoutEmptyParts(route.schema),
    handler: handler as RouteHandlerMethod,
  });
}

/** Fastify compiles every part a schema names, so the parts a route does not take are left out. */
function withoutEmptyParts(schema: RouteSchema) {
  return Object.fromEntries(Object.entries(schema).filter(([, part]) => part !== undefined));
}
