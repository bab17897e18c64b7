import { z } from "zod";
import { apiErrorResponse, defineRoute } from "../define-route";

// product.md §7: the catalog as a GraphQL graph. mercurius serves these two routes with its own
// schemas; the table declares them so the reference and the page's client know them too.

const tag = "GraphQL";

const graphqlError = z.looseObject({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** What GraphQL answers: the fields asked for, and what went wrong with any of them. */
const graphqlReply = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(graphqlError).optional(),
});

/** A document GraphQL cannot read (parsing, validation, limits) is refused with its own errors. */
const refusedDocument = z.union([apiErrorResponse, graphqlReply]);

const description =
  "Limits on depth, aliases, directives and cost refuse a document that asks too much (docs/decisions/025).";

export const queryGraphql = defineRoute({
  method: "POST",
  path: "/api/query",
  summary: "Run a GraphQL query on the catalog",
  description,
  tag,
  caller: "anyone",
  request: {
    body: z.object({
      query: z.string(),
      variables: z.record(z.string(), z.unknown()).nullable().optional(),
      operationName: z.string().nullable().optional(),
    }),
  },
  responses: { 200: graphqlReply },
  failures: { 400: refusedDocument },
  errors: [413, 415],
});

export const queryGraphqlByGet = defineRoute({
  method: "GET",
  path: "/api/query",
  summary: "Run a GraphQL query on the catalog, given in the query string",
  description,
  tag,
  caller: "anyone",
  request: {
    query: z.object({
      query: z.string(),
      /** The variables as a JSON object. */
      variables: z.string().optional(),
      operationName: z.string().optional(),
    }),
  },
  responses: { 200: graphqlReply },
  failures: { 400: refusedDocument },
});
