import type { TeamRole } from "@creator-checkout/core/team";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publisherInvitations, publisherMembers, publishers, users } from "../../db/schema";

/** The person's role in the publisher's store, or null when they are not on its team. */
export async function memberRole(
  db: Db,
  { publisherId, userId }: { publisherId: string; userId: string },
): Promise<{ role: TeamRole; username: string } | null> {
  const [row] = await db
    .select({ role: publisherMembers.role, username: publishers.username })
    .from(publisherMembers)
    .innerJoin(publishers, eq(publishers.id, publisherMembers.publisher_id))
    .where(
      and(eq(publisherMembers.publisher_id, publisherId), eq(publisherMembers.user_id, userId)),
    );
  return row ?? null;
}

/**
 * Accepts the open invitations to the publisher's team for the person's verified e-mail address:
 * signing in with the invited address is the acceptance. The invitation is marked in the same
 * statement that reads it, so two tabs accepting at once join once; a person already on the team
 * keeps the role they have.
 */
export async function acceptInvitations(
  { db, now }: { db: Db; now: Date },
  { publisherId, userId }: { publisherId: string; userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, verifiedAt: users.verified_at })
      .from(users)
      .where(eq(users.id, userId));
    // Only an address proven by a code or a provider: a password set on an address nobody
    // proved is anyone's (a registration the store lets skip the code), and joins nothing.
    if (!user?.email || !user.verifiedAt) return;
    const accepted = await tx
      .update(publisherInvitations)
      .set({ accepted_at: now })
      .where(
        and(
          eq(publisherInvitations.publisher_id, publisherId),
          eq(publisherInvitations.email, user.email),
          isNull(publisherInvitations.accepted_at),
          isNull(publisherInvitations.revoked_at),
          gt(publisherInvitations.expires_at, now),
        ),
      )
      .returning({ role: publisherInvitations.role });
    const role = strongest(accepted.map((invitation) => invitation.role));
    if (!role) return;
    await tx
      .insert(publisherMembers)
      .values({ publisher_id: publisherId, user_id: userId, role })
      .onConflictDoNothing();
  });
}

const strength: Readonly<Record<TeamRole, number>> = { owner: 3, staff: 2, "read-only": 1 };

function strongest(roles: TeamRole[]): TeamRole | null {
  return roles.reduce<TeamRole | null>(
    (best, role) => (best === null || strength[role] > strength[best] ? role : best),
    null,
  );
}
