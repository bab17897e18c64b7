import type { TeamRole } from "@creator-checkout/core/team";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publisherInvitations, publisherMembers, users } from "../../db/schema";
import { teamErrors } from "./team-errors";

export interface TeamListing {
  members: Array<{ user_id: string; email: string | null; role: TeamRole; since: Date }>;
  invitations: Array<{ id: string; email: string; role: TeamRole; expires_at: Date }>;
}

/** The store's team, and the invitations still open at `now`, oldest first. */
export async function listTeam(
  { db, now }: { db: Db; now: Date },
  publisherId: string,
): Promise<TeamListing> {
  const members = await db
    .select({
      user_id: publisherMembers.user_id,
      email: users.email,
      role: publisherMembers.role,
      since: publisherMembers.created_at,
    })
    .from(publisherMembers)
    .innerJoin(users, eq(users.id, publisherMembers.user_id))
    .where(eq(publisherMembers.publisher_id, publisherId))
    .orderBy(asc(publisherMembers.created_at), asc(publisherMembers.user_id));
  const invitations = await db
    .select({
      id: publisherInvitations.id,
      email: publisherInvitations.email,
      role: publisherInvitations.role,
      expires_at: publisherInvitations.expires_at,
    })
    .from(publisherInvitations)
    .where(openInvitations(publisherId, now))
    .orderBy(asc(publisherInvitations.created_at), asc(publisherInvitations.id));
  return { members, invitations };
}

export const openInvitations = (publisherId: string, now: Date) =>
  and(
    eq(publisherInvitations.publisher_id, publisherId),
    isNull(publisherInvitations.accepted_at),
    isNull(publisherInvitations.revoked_at),
    gt(publisherInvitations.expires_at, now),
  );

/** Revokes an open invitation: signing in with its address no longer joins the team. */
export async function revokeInvitation(
  { db, now }: { db: Db; now: Date },
  { publisherId, invitationId }: { publisherId: string; invitationId: string },
): Promise<void> {
  const revoked = await db
    .update(publisherInvitations)
    .set({ revoked_at: now })
    .where(and(eq(publisherInvitations.id, invitationId), openInvitations(publisherId, now)))
    .returning({ id: publisherInvitations.id });
  if (revoked.length === 0) throw teamErrors.noSuchInvitation();
}

/**
 * Gives a member another role, or removes them (`role` null). The store's owners are locked
 * first, so two owners demoting each other at once cannot leave the store without one: the
 * second waits, then sees it would remove the last owner and is refused.
 */
export async function changeMember(
  { db, now }: { db: Db; now: Date },
  { publisherId, userId, role }: { publisherId: string; userId: string; role: TeamRole | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const owners = await tx
      .select({ userId: publisherMembers.user_id })
      .from(publisherMembers)
      .where(
        and(eq(publisherMembers.publisher_id, publisherId), eq(publisherMembers.role, "owner")),
      )
      .for("update");
    const member = and(
      eq(publisherMembers.publisher_id, publisherId),
      eq(publisherMembers.user_id, userId),
    );
    const isOwner = owners.some((owner) => owner.userId === userId);
    if (isOwner && role !== "owner" && owners.length <= 1) throw teamErrors.lastOwner();
    const changed =
      role === null
        ? await tx
            .delete(publisherMembers)
            .where(member)
            .returning({ id: publisherMembers.user_id })
        : await tx
            .update(publisherMembers)
            .set({ role, updated_at: now })
            .where(member)
            .returning({ id: publisherMembers.user_id });
    if (changed.length === 0) throw teamErrors.noSuchMember();
  });
}
