import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/connect";
import { pingDatabase } from "../../db/connect";
import { unavailableReason } from "../../db/unavailable";

/** How long a probe waits for the database: a load balancer's own timeout is a few seconds. */
const PING_TIMEOUT_MS = 2_000;

/** Resolves when the database answers; rejects when it fails or keeps silent too long. */
async function pingWithin(db: Db, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer in ${ms} ms`)), ms);
  });
  try {
    await Promise.race([pingDatabase(db), silence]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 when the process can reach its database, 503 otherwise, within two
 * seconds either way; a database that comes back makes it 200 again, with no restart, as the
 * pool opens new connections (docs/decisions/176). Probes come every few seconds, so their
 * requests are logged below info; a database it cannot reach is still logged as an error
 * (docs/decisions/139).
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get("/healthz", { logLevel: "warn" }, async (request, reply) => {
    try {
      await pingWithin(db, PING_TIMEOUT_MS);
      return { status: "ok" };
    } catch (error) {
      request.log.error({ reason: unavailableReason(error) }, "health check: database unreachable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ status: "unavailable", message: "The database cannot be reached." });
    }
  });
};
