import type { TeamRole } from "@creator-checkout/core/team";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { findPublisherId } from "../back-office/find-publisher-id";
import { inviteMember } from "./invite-member";
import { openStore } from "./open-store";
import { addDays, INVITATION_DAYS } from "./team-limits";

type Deps = { db: Db; clock: Clock; publicUrl: string };

/**
 * The operator opens a store for a creator, whatever the server's sign-up allows
 * (docs/decisions/159): the owner is e-mailed an invitation, accepted by signing in with it.
 */
export async function operatorOpenStore(
  deps: Deps,
  input: { username: string; ownerEmail: string; name?: string | undefined },
) {
  const opened = await openStore(deps, {
    username: input.username,
    name: input.name ?? input.username,
    ownerEmail: input.ownerEmail,
    ownerBy: addDays(deps.clock.now(), INVITATION_DAYS),
    emailOwner: true,
  });
  return { ...opened, expiresAt: opened.invitation.expires_at };
}

/** The operator invites someone to a store's team: the first owner of an imported store. */
export async function operatorInvite(
  deps: Deps,
  input: { username: string; email: string; role: TeamRole },
) {
  const publisherId = await findPublisherId(deps, input.username);
  return inviteMember(deps, { publisherId, email: input.email, role: input.role, invitedBy: null });
}
