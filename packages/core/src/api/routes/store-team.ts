import { z } from "zod";
import { creatorSignupModes, keyScopes, teamRoles, usernamePattern } from "../../team/roles";
import { signUpSentences } from "../../team/sign-up";
import { defineRoute, noContent } from "../define-route";
import { uuidParam } from "../request-parts";

// A creator's store run from the dashboard by the people on its team (docs/decisions/157), its
// keys for the creator's own server (docs/decisions/158), and a new creator's own sign-up
// (docs/decisions/159). The team's calls carry the person's access token and the store's
// `publisherid`; a key may call the reads and, with the write scope, the writes.

const tag = "Store";
const dateTime = z.iso.datetime({ offset: true });
const email = z
  .string({ error: signUpSentences.emailMissing })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: signUpSentences.emailInvalid }).max(254));
const role = z.enum(teamRoles, { error: "role must be owner, staff or read-only." });

const storeAccessResponse = z.object({
  publisher_id: z.uuid(),
  username: z.string(),
  name: z.string(),
  via: z.enum(["key", "member"]),
  /** The person's role; null for a key. */
  role: role.nullable(),
  /** The key's scope; null for a person. */
  scope: z.enum(keyScopes).nullable(),
  /** How many products the store sells: none shows the guide to the first one. */
  products: z.number().int(),
});

export const getStoreAccess = defineRoute({
  method: "GET",
  path: "/api/publisher/access",
  summary: "Who calls, and what they may do in the store",
  description:
    "For a person signed in to the store, first accepts the open invitations to its team for their proven e-mail address: signing in with the invited address is the acceptance.",
  tag,
  caller: "publisher-key",
  responses: { 200: storeAccessResponse },
  errors: [401, 403],
});

const member = z.object({
  user_id: z.uuid(),
  email: z.string().nullable(),
  role,
  since: dateTime,
});
const invitation = z.object({ id: z.uuid(), email: z.string(), role, expires_at: dateTime });

export const listTeam = defineRoute({
  method: "GET",
  path: "/api/publisher/team",
  summary: "The store's team and its open invitations",
  tag,
  caller: "publisher-key",
  responses: { 200: z.object({ members: z.array(member), invitations: z.array(invitation) }) },
  errors: [401, 403],
});

export const inviteTeamMember = defineRoute({
  method: "POST",
  path: "/api/publisher/team/invitations",
  summary: "Invite someone to the team by e-mail (owners only)",
  description:
    "E-mails a link to the dashboard; the invitation is accepted by signing in with that address within 7 days. A new invitation to the same address replaces the open one.",
  tag,
  caller: "publisher-key",
  request: { body: z.object({ email, role }).strict() },
  responses: { 201: invitation },
  errors: [401, 403],
});

export const revokeTeamInvitation = defineRoute({
  method: "DELETE",
  path: "/api/publisher/team/invitations/:id",
  summary: "Revoke an open invitation (owners only)",
  tag,
  caller: "publisher-key",
  request: { params: z.object({ id: uuidParam() }) },
  responses: { 204: noContent },
  errors: [401, 403, 404],
});

export const changeTeamMember = defineRoute({
  method: "PATCH",
  path: "/api/publisher/team/members/:userId",
  summary: "Give a member another role (owners only)",
  description: "The store's last owner cannot be demoted: 409.",
  tag,
  caller: "publisher-key",
  request: { params: z.object({ userId: uuidParam() }), body: z.object({ role }).strict() },
  responses: { 204: noContent },
  errors: [401, 403, 404, 409],
});

export const removeTeamMember = defineRoute({
  method: "DELETE",
  path: "/api/publisher/team/members/:userId",
  summary: "Remove a member from the team (owners only)",
  description:
    "Their next call is refused, whatever session they hold. The store's last owner cannot be removed: 409.",
  tag,
  caller: "publisher-key",
  request: { params: z.object({ userId: uuidParam() }) },
  responses: { 204: noContent },
  errors: [401, 403, 404, 409],
});

const storeKey = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(keyScopes),
  hint: z.string(),
  created_at: dateTime,
  expires_at: dateTime.nullable(),
  revoked_at: dateTime.nullable(),
});

export const listStoreKeys = defineRoute({
  method: "GET",
  path: "/api/publisher/keys",
  summary: "The store's publisher keys, revoked ones included (owners only)",
  tag,
  caller: "publisher-key",
  responses: { 200: z.object({ keys: z.array(storeKey) }) },
  errors: [401, 403],
});

export const createStoreKey = defineRoute({
  method: "POST",
  path: "/api/publisher/keys",
  summary: "Make a publisher key for the creator's own server (owners only)",
  description:
    "The answer holds the key itself, this once: only its hash is kept. A read key is refused on writes; a key past `expires_at` is refused like a revoked one.",
  tag,
  caller: "publisher-key",
  request: {
    body: z
      .object({
        name: z
          .string({ error: 'Name the key, such as "Shop server".' })
          .trim()
          .min(1, 'Name the key, such as "Shop server".')
          .max(80, "A key's name is at most 80 characters."),
        scope: z.enum(keyScopes, { error: "scope must be read or write." }),
        expires_at: dateTime.optional(),
      })
      .strict(),
  },
  responses: { 201: storeKey.extend({ key: z.string() }) },
  errors: [401, 403],
});

export const revokeStoreKey = defineRoute({
  method: "DELETE",
  path: "/api/publisher/keys/:id",
  summary: "Revoke one of the store's keys for good (owners only)",
  tag,
  caller: "publisher-key",
  request: { params: z.object({ id: uuidParam() }) },
  responses: { 204: noContent },
  errors: [401, 403, 404],
});

export const signUpCreator = defineRoute({
  method: "POST",
  path: "/api/creators",
  summary: "Open a new creator's store, when the server's sign-up is open",
  description:
    "Needs a bot proof in `x-bot-proof`. The store is the e-mail address's once it signs in to it (a code to that address) within 24 hours; until then the username is held. Two sign-ups for one username: one opens the store, the other is refused with 409.",
  tag,
  caller: "anyone",
  request: {
    headers: z.object({
      "x-bot-proof": z
        .string()
        .optional()
        .describe(
          "An unused proof of the bot check: ALTCHA's solved payload or Turnstile's token.",
        ),
    }),
    body: z
      .object({
        email,
        username: z
          .string({ error: signUpSentences.usernameMissing })
          .trim()
          .toLowerCase()
          .regex(usernamePattern, signUpSentences.usernameInvalid),
        name: z.string().trim().max(120, "A store's name is at most 120 characters.").optional(),
      })
      .strict(),
  },
  responses: { 201: z.object({ publisher_id: z.uuid(), username: z.string() }) },
  errors: [403, 409],
});

export const getCreatorSignUp = defineRoute({
  method: "GET",
  path: "/api/creators/sign-up",
  summary: "Whether this server opens new stores: open, invite or closed",
  description:
    "The dashboard offers its sign-up only when `open`; `invite` means the operator opens each store.",
  tag,
  caller: "anyone",
  responses: { 200: z.object({ mode: z.enum(creatorSignupModes) }) },
});
