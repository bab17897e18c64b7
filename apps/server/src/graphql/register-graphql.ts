import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { type DocumentNode, Kind } from "graphql";
import mercurius from "mercurius";
import type { Db } from "../db/connect";
import { formatGraphqlErrors } from "./format-graphql-errors";
import { createResolvers } from "./resolvers";

const schema = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");

function hasSeveralOperations(document: DocumentNode): boolean {
  let operations = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations++;
  }
  return operations > 1;
}

/** `POST /query`: the catalog as a GraphQL graph (spec 7), one SQL statement per root field. */
export async function registerGraphql(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(mercurius, {
    schema,
    resolvers: createResolvers({ db }),
    path: "/query",
    graphiql: false,
    queryDepth: 6,
    errorFormatter: formatGraphqlErrors,
    // Parsed and validated queries are cached by their text (mercurius' default, 1024 of them).
    // A text seen three times is also compiled to JavaScript by graphql-jit, which runs it
    // several times faster than graphql-js. Compiling happens outside requests, one query per
    // event-loop turn, as soon as the loop has waited for I/O at all (eluThreshold 1): a busy
    // server is the one that needs it. (`jit: <number>` would compile inside a request and skip
    // mercurius' check of the variables and operation name for that request.)
    jit: { minCount: 3, eluThreshold: 1 },
  });
  // mercurius keys a compiled query by its text alone and would run it for every
  // `operationName`: a document with several operations stays with graphql-js (mercurius
  // never compiles or runs compiled a document a preExecution hook hands back).
  app.graphql.addHook("preExecution", async (_schema, document) =>
    hasSeveralOperations(document) ? { document } : undefined,
  );
}
