import * as api from "@creator-checkout/core/api-routes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import { createPublisherKey } from "../../domain/publisher-keys/create-publisher-key";
import { listPublisherKeys } from "../../domain/publisher-keys/list-publisher-keys";
import { revokePublisherKey } from "../../domain/publisher-keys/revoke-publisher-key";
import type { Clock } from "../../security/clock";
import { requireOperatorToken } from "../operator-token";
import { serveRoute } from "../serve-route";

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

  serveRoute(app, api.createPublisherKey, async (request) => {
    const created = await createPublisherKey(db, { username: request.body.username });
    request.log.info({ keyId: created.keyId }, "publisher key created");
    return { key: created.key, key_id: created.keyId, publisher_id: created.publisherId };
  });

  serveRoute(app, api.listPublisherKeys, async (request) => ({
    keys: (await listPublisherKeys(db, request.query)).map((key) => ({
      id: key.id,
      username: key.username,
      hint: key.hint,
      created_at: key.createdAt.toISOString(),
      revoked_at: key.revokedAt?.toISOString() ?? null,
    })),
  }));

  serveRoute(app, api.revokePublisherKey, async (request) => {
    const revoked = await revokePublisherKey(db, { id: request.params.id, now: clock.now() });
    request.log.info({ keyId: revoked.id }, "publisher key revoked");
    return {
      id: revoked.id,
      revoked_at: revoked.revokedAt.toISOString(),
      already_revoked: revoked.alreadyRevoked,
    };
  });
};
