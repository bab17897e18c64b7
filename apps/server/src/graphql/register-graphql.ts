import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import mercurius from "mercurius";
import type { Db } from "../db/connect";
import { formatGraphqlErrors } from "./format-graphql-errors";
import { createLoaders } from "./loaders";
import { createResolvers } from "./resolvers";

const schema = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");

/** `POST /query`: the catalog as a GraphQL graph (spec 7), batched per request by loaders. */
export async function registerGraphql(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(mercurius, {
    schema,
    resolvers: createResolvers({ db }),
    loaders: createLoaders({ db }),
    path: "/query",
    graphiql: false,
    queryDepth: 6,
    errorFormatter: formatGraphqlErrors,
  });
}
