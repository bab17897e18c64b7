import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type DocumentNode, type GraphQLError, Kind, type ValidationContext } from "graphql";
import mercurius, { type MercuriusContext } from "mercurius";
import type { SocialProviders } from "../adapters/social-login/social-provider";
import { AppError } from "../app-error";
import type { Db } from "../db/connect";
import { type CacheTicket, type CatalogCache, catalogKey } from "../domain/catalog/catalog-cache";
import type { RunGraphql } from "../run-graphql";
import { formatGraphqlErrors } from "./format-graphql-errors";
import { pageLanguageOf } from "./page-language";
import { createResolvers } from "./resolvers";
import { graphqlSchema } from "./schema";

function hasSeveralOperations(document: DocumentNode): boolean {
  let operations = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations++;
  }
  return operations > 1;
}

// Bounds on what one request may ask (docs/decisions/025). The page's own query, the largest
// legitimate one, is about 1 kB, costs about 200 and uses no alias; these leave it room to grow
// while a hostile document can no longer make one request do the work of hundreds.
export const graphqlLimits = {
  bodyBytes: 16 * 1024,
  depth: 6,
  aliases: 10,
  directives: 10,
  cost: 2_000,
} as const;

// graphql-armor throws by default, which mercurius would answer as a fault of ours; reported
// to graphql-js's validation, a broken limit is a 400 like any invalid document.
const reportedAsValidationErrors = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

/**
 * Documents mercurius keeps parsed, validated and (once seen three times) compiled; its LRU holds
 * up to twice this many. The page sends a handful. Unique documents from a client were measured
 * at about 30 kB of heap each, this entry and the answer in the catalog cache together, so the
 * default of 1,024 let them hold about 60 MB.
 */
export const GRAPHQL_DOCUMENTS_HELD = 256;

const badQuery = (message: string) => new AppError("BAD_REQUEST", 400, message);

/** A request that is not a GraphQL request at all is refused before mercurius sees it. */
function checkRequestShape(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badQuery('Send a JSON object with the GraphQL query as a string in "query".');
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== "string" || query.trim() === "")
    throw badQuery('Send the GraphQL query as a string in "query".');
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== "object" || Array.isArray(variables))
  )
    throw badQuery('"variables" must be an object.');
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string")
    throw badQuery('"operationName" must be a string.');
}

/**
 * What is thrown before a query runs comes from reading the client's document (parsing,
 * validation, limits; nothing there touches the database): a 400 with `{ error, message }` and
 * GraphQL's own `errors`. A request refused earlier (not JSON, too large, not a GraphQL request)
 * goes on to the app's error handler with its own status.
 */
async function refuseBadDocument(
  error: FastifyError & { errors?: unknown },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (error instanceof AppError || (error.statusCode !== undefined && !Array.isArray(error.errors)))
    throw error;
  if (!Array.isArray(error.errors)) request.log.warn({ err: error }, "unreadable GraphQL document");
  const errors = Array.isArray(error.errors)
    ? (error.errors as Array<{ message?: unknown }>).map((item) => ({
        message: String(item.message),
      }))
    : [{ message: "This GraphQL document cannot be read." }];
  await reply.code(400).send({
    error: "BAD_QUERY",
    message: errors.map((item) => item.message).join(" "),
    errors,
  });
}

/** A GET request's query string, its `variables` parsed from JSON as mercurius will. */
function withParsedVariables(query: unknown) {
  if (typeof query !== "object" || query === null) return query;
  const { variables, ...rest } = query as Record<string, unknown>;
  if (typeof variables !== "string") return { ...rest, variables };
  try {
    return { ...rest, variables: JSON.parse(variables) };
  } catch {
    throw badQuery('"variables" must be a JSON object.');
  }
}

interface GraphqlDeps {
  db: Db;
  catalogCache: CatalogCache;
  socialProviders: SocialProviders;
}

/**
 * The key of a whole request in the catalog cache: the same document, variables and operation,
 * asked by a page in the same language.
 */
function responseKey(
  request: { query?: unknown; variables?: unknown; operationName?: unknown },
  language: string | null,
) {
  return catalogKey("graphqlResponse", [
    request.query,
    request.variables ?? null,
    request.operationName ?? null,
    language,
  ]);
}

/**
 * Whole answers kept in the catalog cache. Every field of the schema is a pure function of the
 * catalog (and of the operator's configuration, fixed while the process runs), so an answer
 * without errors holds until the next import. A document is parsed, validated and limited before
 * its first answer is kept; the same text answers the same way every time after.
 */
function cacheAnswers(app: FastifyInstance, catalogCache: CatalogCache) {
  const pending = new WeakMap<FastifyRequest, { key: string; ticket: CacheTicket }>();
  app.addHook("preHandler", async (request, reply) => {
    const key = responseKey(
      (request.method === "POST" ? request.body : withParsedVariables(request.query)) as Record<
        string,
        unknown
      >,
      pageLanguageOf(request),
    );
    const ticket = await catalogCache.ticket();
    const answer = catalogCache.peek(key);
    if (typeof answer === "string") {
      return reply.type("application/json; charset=utf-8").send(answer);
    }
    pending.set(request, { key, ticket });
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const miss = pending.get(request);
    // A key "errors" can only appear in an answer that has errors, or whose alias is so named.
    if (miss && reply.statusCode === 200 && typeof payload === "string") {
      if (!payload.includes('"errors":')) catalogCache.keep(miss.key, payload, miss.ticket);
    }
    return payload;
  });
}

/**
 * `POST /query`: the catalog as a GraphQL graph (product.md §7), one SQL statement per root field.
 * Returns the graph for the server's own use.
 */
export async function registerGraphql(
  parent: FastifyInstance,
  deps: GraphqlDeps,
): Promise<RunGraphql> {
  let runGraphql: RunGraphql | null = null;
  await parent.register(async (app) => {
    app.addHook("onRoute", (route) => {
      route.bodyLimit = graphqlLimits.bodyBytes;
    });
    app.addHook("preValidation", async (request) => {
      if (request.method === "POST") checkRequestShape(request.body);
      else checkRequestShape(withParsedVariables(request.query));
    });
    cacheAnswers(app, deps.catalogCache);
    await registerMercurius(app, deps);
    runGraphql = (query, variables, language = null) =>
      app.graphql(query, { language } as MercuriusContext, variables);
  });
  if (runGraphql === null) throw new Error("The GraphQL plugin did not load.");
  return runGraphql;
}

async function registerMercurius(app: FastifyInstance, deps: GraphqlDeps) {
  await app.register(mercurius, {
    schema: graphqlSchema,
    resolvers: createResolvers(deps),
    path: "/query",
    context: (request) => ({ language: pageLanguageOf(request) }),
    graphiql: false,
    queryDepth: graphqlLimits.depth,
    validationRules: [
      maxAliasesRule({ n: graphqlLimits.aliases, ...reportedAsValidationErrors }),
      maxDirectivesRule({ n: graphqlLimits.directives, ...reportedAsValidationErrors }),
      costLimitRule({ maxCost: graphqlLimits.cost, ...reportedAsValidationErrors }),
    ],
    errorFormatter: formatGraphqlErrors,
    errorHandler: refuseBadDocument,
    // Parsed and validated queries are cached by their text, at most GRAPHQL_DOCUMENTS_HELD
    // (docs/decisions/075). A text seen three times is also compiled to JavaScript by graphql-jit, which runs it
    // several times faster than graphql-js. Compiling happens outside requests, one query per
    // event-loop turn, as soon as the loop has waited for I/O at all (eluThreshold 1): a busy
    // server is the one that needs it. (`jit: <number>` would compile inside a request and skip
    // mercurius' check of the variables and operation name for that request.)
    jit: { minCount: 3, eluThreshold: 1 },
    cache: GRAPHQL_DOCUMENTS_HELD,
  });
  // mercurius keys a compiled query by its text alone and would run it for every
  // `operationName`: a document with several operations stays with graphql-js (mercurius
  // never compiles or runs compiled a document a preExecution hook hands back).
  app.graphql.addHook("preExecution", async (_schema, document) =>
    hasSeveralOperations(document) ? { document } : undefined,
  );
}
