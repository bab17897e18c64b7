import { randomUUID } from "node:crypto";
import { and, eq, exists, gt, isNotNull, isNull, notExists, or } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { products, publisherInvitations, publisherMembers, publishers } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { enqueueInvitationEmail, type Invitation } from "./invite-member";
import { teamErrors } from "./team-errors";

export interface OpenedStore {
  publisherId: string;
  username: string;
  invitation: Invitation;
}

/**
 * Opens an empty store for `username` whose owner is whoever signs in with `ownerEmail` before
 * `ownerBy` (docs/decisions/159). The username is unique in the database: of two openings for
 * one name at once, the second finds it taken and is refused, whichever process it runs in. A
 * name held by a store nobody ever came to own, and that sells nothing, is free again once its
 * owner's invitation has ended. `emailOwner` sends the invitation (the operator's command); a
 * sign-up needs none, since its owner signs in at once.
 */
export async function openStore(
  { db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string },
  input: { username: string; name: string; ownerEmail: string; ownerBy: Date; emailOwner: boolean },
): Promise<OpenedStore> {
  const now = clock.now();
  const email = input.ownerEmail.toLowerCase();
  return db.transaction(async (tx) => {
    await tx
      .delete(publishers)
      .where(and(eq(publishers.username, input.username), neverOwned(now)));
    const [publisher] = await tx
      .insert(publishers)
      .values({
        id: randomUUID(),
        username: input.username,
        name: input.name,
        default_authentication_method: "email",
        authentication_methods: ["email"],
        contact_email: email,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing({ target: publishers.username })
      .returning({ id: publishers.id });
    if (!publisher) throw teamErrors.usernameTaken(input.username);
    const [invitation] = await tx
      .insert(publisherInvitations)
      .values({
        publisher_id: publisher.id,
        email,
        role: "owner",
        expires_at: input.ownerBy,
        created_at: now,
      })
      .returning({
        id: publisherInvitations.id,
        email: publisherInvitations.email,
        role: publisherInvitations.role,
        expires_at: publisherInvitations.expires_at,
      });
    if (!invitation) throw new Error("the owner's invitation was not stored");
    if (input.emailOwner) {
      await enqueueInvitationEmail({ db: tx, clock, publicUrl }, invitation, publisher.id);
    }
    return { publisherId: publisher.id, username: input.username, invitation };
  });
}

/**
 * A store that was opened for an owner who never came: it has invitations, all of them ended
 * unaccepted, no member and no product. A store imported from a catalog has no invitation and
 * is never taken.
 */
function neverOwned(now: Date) {
  const store = publishers.id;
  const invitation = publisherInvitations;
  const qb = new QueryBuilder();
  return and(
    exists(
      qb.select({ id: invitation.id }).from(invitation).where(eq(invitation.publisher_id, store)),
    ),
    notExists(
      qb
        .select({ id: invitation.id })
        .from(invitation)
        .where(
          and(
            eq(invitation.publisher_id, store),
            or(
              isNotNull(invitation.accepted_at),
              and(isNull(invitation.revoked_at), gt(invitation.expires_at, now)),
            ),
          ),
        ),
    ),
    notExists(
      qb
        .select({ id: publisherMembers.user_id })
        .from(publisherMembers)
        .where(eq(publisherMembers.publisher_id, store)),
    ),
    notExists(
      qb.select({ id: products.id }).from(products).where(eq(products.publisher_id, store)),
    ),
  );
}
