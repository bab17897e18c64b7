import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/connect";
import { pingDatabase } from "../../db/connect";

/**
 * `GET /healthz`: 200 when the process can reach its database, 503 otherwise. Probes come every
 * few seconds, so their requests are logged below info; a database it cannot reach is still
 * logged as an error (docs/decisions/139).
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get("/healthz", { logLevel: "warn" }, async (request, reply) => {
    try {
      await pingDatabase(db);
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unreachable");
      return reply
        .status(503)
        .send({ status: "unavailable", message: "The database cannot be reached." });
    }
  });
};
