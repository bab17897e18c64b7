import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/connect";
import { createPublisherKey } from "../../domain/publisher-keys/create-publisher-key";
import { listPublisherKeys } from "../../domain/publisher-keys/list-publisher-keys";
import { revokePublisherKey } from "../../domain/publisher-keys/revoke-publisher-key";
import type { Clock } from "../../security/clock";
import { requireOperatorToken } from "../operator-token";

const username = z
  .string({ error: "username (the publisher's username) is required." })
  .min(1, "username (the publisher's username) is required.")
  .max(100, "A username is at most 100 characters.");

/**
 * `npm run publisher -- key ...` on a server that holds the embedded database, which no second
 * process may open (docs/decisions/043). Only the bearer of the server's operator token gets in.
 */
export const operatorPublisherKeyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  operatorToken: string;
}> = async (app, { db, clock, operatorToken }) => {
  app.addHook("onRequest", requireOperatorToken(operatorToken));

  app.post(
    "/operator/publisher-keys",
    { schema: { body: z.object({ username }) } },
    async (request) => {
      const created = await createPublisherKey(db, { username: request.body.username });
      request.log.info({ keyId: created.keyId }, "publisher key created");
      return created;
    },
  );

  app.get(
    "/operator/publisher-keys",
    { schema: { querystring: z.object({ username: username.optional() }) } },
    async (request) => ({ keys: await listPublisherKeys(db, request.query) }),
  );

  app.post(
    "/operator/publisher-keys/:id/revoke",
    {
      schema: {
        params: z.object({ id: z.uuid("The key id is the UUID that key list shows.") }),
      },
    },
    async (request) => {
      const revoked = await revokePublisherKey(db, { id: request.params.id, now: clock.now() });
      request.log.info({ keyId: revoked.id }, "publisher key revoked");
      return revoked;
    },
  );
};
