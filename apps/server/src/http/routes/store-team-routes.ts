import * as api from "@creator-checkout/core/api-routes";
import type { CreatorSignupMode } from "@creator-checkout/core/team";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connect";
import type { BotCheck } from "../../domain/bot-check/bot-check";
import {
  listPublisherKeys,
  type PublisherKeyListing,
} from "../../domain/publisher-keys/list-publisher-keys";
import { makeStoreKey } from "../../domain/publisher-keys/make-store-key";
import { revokePublisherKey } from "../../domain/publisher-keys/revoke-publisher-key";
import { type Invitation, inviteMember } from "../../domain/team/invite-member";
import { changeMember, listTeam, revokeInvitation } from "../../domain/team/manage-team";
import { signUpCreator } from "../../domain/team/sign-up-creator";
import { acceptInvitations } from "../../domain/team/store-access";
import { storeSummary } from "../../domain/team/store-summary";
import type { Clock } from "../../security/clock";
import { requireBotProof } from "../require-bot-proof";
import { serveRoute } from "../serve-route";
import { signedInPerson, storeCaller } from "../store-caller";

type Deps = {
  db: Db;
  clock: Clock;
  secret: Buffer;
  publicUrl: string;
  botCheck: BotCheck;
  signup: CreatorSignupMode;
};

/**
 * The store's team and keys, run from the dashboard (docs/decisions/157, 158), and a new
 * creator's sign-up (docs/decisions/159). Every route asks `storeCaller` first, with what it
 * needs: the team and the keys are managed by owners only.
 */
export const storeTeamRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db, clock } = deps;

  serveRoute(app, api.getStoreAccess, async (request) => {
    // A person invited to the team joins by opening the dashboard, signed in with that address.
    const person = await signedInPerson(deps, request);
    if (person) await acceptInvitations({ db, now: clock.now() }, person);
    const caller = await storeCaller(deps, request, "read");
    const store = await storeSummary(db, caller.publisherId);
    return {
      publisher_id: caller.publisherId,
      username: caller.username,
      name: store?.name ?? caller.username,
      via: caller.via,
      role: caller.via === "member" ? caller.role : null,
      scope: caller.via === "key" ? caller.scope : null,
      products: store?.products ?? 0,
    };
  });

  serveRoute(app, api.listTeam, async (request) => {
    const { publisherId } = await storeCaller(deps, request, "read");
    const team = await listTeam({ db, now: clock.now() }, publisherId);
    return {
      members: team.members.map((member) => ({ ...member, since: member.since.toISOString() })),
      invitations: team.invitations.map(invitationJson),
    };
  });

  serveRoute(app, api.inviteTeamMember, async (request, reply) => {
    const caller = await storeCaller(deps, request, "manage");
    const invitation = await inviteMember(deps, {
      publisherId: caller.publisherId,
      email: request.body.email,
      role: request.body.role,
      invitedBy: caller.via === "member" ? caller.userId : null,
    });
    return reply.status(201).send(invitationJson(invitation));
  });

  serveRoute(app, api.revokeTeamInvitation, async (request, reply) => {
    const { publisherId } = await storeCaller(deps, request, "manage");
    await revokeInvitation(
      { db, now: clock.now() },
      { publisherId, invitationId: request.params.id },
    );
    return reply.status(204).send(null);
  });

  serveRoute(app, api.changeTeamMember, async (request, reply) => {
    const { publisherId } = await storeCaller(deps, request, "manage");
    await changeMember(
      { db, now: clock.now() },
      { publisherId, userId: request.params.userId, role: request.body.role },
    );
    return reply.status(204).send(null);
  });

  serveRoute(app, api.removeTeamMember, async (request, reply) => {
    const { publisherId } = await storeCaller(deps, request, "manage");
    await changeMember(
      { db, now: clock.now() },
      { publisherId, userId: request.params.userId, role: null },
    );
    return reply.status(204).send(null);
  });

  serveStoreKeys(app, deps);
  serveCreatorSignUp(app, deps);
};

const invitationJson = (invitation: Invitation) => ({
  ...invitation,
  expires_at: invitation.expires_at.toISOString(),
});

const keyJson = (key: PublisherKeyListing) => ({
  id: key.id,
  name: key.name,
  scope: key.scope,
  hint: key.hint,
  created_at: key.createdAt.toISOString(),
  expires_at: key.expiresAt?.toISOString() ?? null,
  revoked_at: key.revokedAt?.toISOString() ?? null,
});

type App = Parameters<FastifyPluginAsyncZod<Deps>>[0];

/** The store's keys, made and revoked by an owner (docs/decisions/158). */
function serveStoreKeys(app: App, deps: Deps) {
  const { db, clock } = deps;
  serveRoute(app, api.listStoreKeys, async (request) => {
    const { username } = await storeCaller(deps, request, "manage");
    const keys = await listPublisherKeys(db, { username });
    return { keys: keys.map(keyJson) };
  });

  serveRoute(app, api.createStoreKey, async (request, reply) => {
    const { username } = await storeCaller(deps, request, "manage");
    const { name, scope, expires_at } = request.body;
    const made = await makeStoreKey(deps, {
      username,
      name,
      scope,
      expiresAt: expires_at === undefined ? null : new Date(expires_at),
    });
    request.log.info({ keyId: made.id }, "publisher key created in the dashboard");
    return reply.status(201).send({ ...keyJson(made), key: made.key });
  });

  serveRoute(app, api.revokeStoreKey, async (request, reply) => {
    const { publisherId } = await storeCaller(deps, request, "manage");
    await revokePublisherKey(db, { id: request.params.id, now: clock.now(), publisherId });
    request.log.info({ keyId: request.params.id }, "publisher key revoked in the dashboard");
    return reply.status(204).send(null);
  });
}

/** A new creator's own sign-up, where the operator allows it (docs/decisions/159). */
function serveCreatorSignUp(app: App, deps: Deps) {
  const { db } = deps;
  serveRoute(app, api.getCreatorSignUp, async () => ({ mode: deps.signup }));
  serveRoute(
    app,
    api.signUpCreator,
    async (request, reply) => {
      const { email, username, name } = request.body;
      const opened = await signUpCreator(deps, { email, username, name: name || username });
      request.log.info({ publisherId: opened.publisherId }, "creator signed up");
      return reply.status(201).send({ publisher_id: opened.publisherId, username });
    },
    { preHandler: requireBotProof(deps.botCheck, db) },
  );
}
