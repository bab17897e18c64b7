import * as api from "@creator-checkout/core/api-routes";
import { checkDayRange, defaultDayRange } from "@creator-checkout/core/funnel";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import type { ReplicaReads } from "../../db/replica-reads";
import { dashboardReadsFrom } from "../../domain/dashboard/dashboard-limits";
import { readFunnel } from "../../domain/dashboard/read-funnel";
import { publisherKeyErrors } from "../../domain/publisher-keys/publisher-key-errors";
import { hitRateLimit } from "../../domain/rate-limit/hit-rate-limit";
import { teamErrors } from "../../domain/team/team-errors";
import type { Clock } from "../../security/clock";
import { serveRoute } from "../serve-route";
import { storeCaller } from "../store-caller";

/**
 * `GET /dashboard/:username/funnel`: the publisher's own funnel (docs/decisions/044), for the
 * bearer of one of its keys (docs/decisions/043) or a person on its team (docs/decisions/157).
 * The caller is checked before anything is read.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  secret: Buffer;
  replicaReads: ReplicaReads;
}> = async (app, { db, clock, secret, replicaReads }) => {
  /** The key's publisher, once the network's dashboard reads allow one more. */
  async function dashboardPublisher(request: FastifyRequest, username: string) {
    const limit = await hitRateLimit({ db, clock }, dashboardReadsFrom(request.ip));
    if (!limit.allowed) {
      throw new AppError(
        "TOO_MANY_REQUESTS",
        429,
        "Too many dashboard requests from this network; wait a minute and try again.",
      );
    }
    const publisher = await storeCaller({ db, clock, secret }, request);
    if (publisher.username !== username) {
      throw publisher.via === "key" ? publisherKeyErrors.otherPublisher() : teamErrors.notMember();
    }
    return publisher;
  }

  serveRoute(app, api.checkPreviewAccess, async (request, reply) => {
    await dashboardPublisher(request, request.params.username);
    return reply.status(204).send(null);
  });

  serveRoute(app, api.getFunnel, async (request) => {
    const publisher = await dashboardPublisher(request, request.params.username);
    const { from, to } = request.query;
    if ((from === undefined) !== (to === undefined)) {
      throw badRequest("Give both from and to, or neither for the last 30 days.");
    }
    const asked =
      from !== undefined && to !== undefined ? { from, to } : defaultDayRange(clock.now());
    const range = checkDayRange(asked);
    if (!range.ok) throw badRequest(range.message);
    // The report may lag by the replica's delay (docs/decisions/179): the request wrote only the
    // caller's count against the rate limit, which the funnel does not read.
    return replicaReads.read((replicaOrPrimary) =>
      readFunnel({ db: replicaOrPrimary }, { publisherId: publisher.publisherId, range }),
    );
  });
};
