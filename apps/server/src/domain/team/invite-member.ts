import type { TeamRole } from "@creator-checkout/core/team";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publisherInvitations, publisherMembers, publishers, users } from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";
import { type WordingKey, wordingFor } from "../../messaging/wording/wording";
import type { Clock } from "../../security/clock";
import { openInvitations } from "./manage-team";
import { teamErrors } from "./team-errors";
import { addDays, INVITATION_DAYS } from "./team-limits";

export interface Invitation {
  id: string;
  email: string;
  role: TeamRole;
  expires_at: Date;
}

/**
 * Invites `email` to the store's team with `role` and e-mails them a link to the dashboard,
 * in one transaction: the e-mail goes only if the invitation is kept. A new invitation for the
 * same address replaces the open one, so the latest role is the one offered.
 */
export async function inviteMember(
  { db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string },
  input: { publisherId: string; email: string; role: TeamRole; invitedBy: string | null },
): Promise<Invitation> {
  const now = clock.now();
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: publisherMembers.user_id })
      .from(publisherMembers)
      .innerJoin(users, eq(users.id, publisherMembers.user_id))
      .where(and(eq(publisherMembers.publisher_id, input.publisherId), eq(users.email, email)));
    if (member) throw teamErrors.alreadyMember(email);
    await tx
      .update(publisherInvitations)
      .set({ revoked_at: now })
      .where(and(openInvitations(input.publisherId, now), eq(publisherInvitations.email, email)));
    const [invitation] = await tx
      .insert(publisherInvitations)
      .values({
        publisher_id: input.publisherId,
        email,
        role: input.role,
        invited_by: input.invitedBy,
        expires_at: addDays(now, INVITATION_DAYS),
        created_at: now,
      })
      .returning({
        id: publisherInvitations.id,
        email: publisherInvitations.email,
        role: publisherInvitations.role,
        expires_at: publisherInvitations.expires_at,
      });
    if (!invitation) throw new Error("the invitation was not stored");
    await enqueueInvitationEmail({ db: tx, clock, publicUrl }, invitation, input.publisherId);
    return invitation;
  });
}

/** What the invitation says of the role the person is offered. */
const ROLE_SENTENCE = {
  owner: "team.invited.owner",
  staff: "team.invited.staff",
  "read-only": "team.invited.readOnly",
} as const satisfies Record<TeamRole, WordingKey>;

/**
 * The e-mail that carries an invitation: who invites, the role, the link and its end, in the
 * store's default language, which is the one its creator chose for their own words.
 */
export async function enqueueInvitationEmail(
  { db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string },
  invitation: Invitation,
  publisherId: string,
) {
  const [store] = await db
    .select({
      name: publishers.name,
      username: publishers.username,
      locale: publishers.default_locale,
    })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  if (!store) throw teamErrors.noSuchInvitation();
  const link = new URL(`/dashboard/${store.username}`, publicUrl);
  link.searchParams.set("email", invitation.email);
  const wording = wordingFor(store.locale);
  const names = { store: store.name, username: store.username };
  const ends = invitation.expires_at;
  await enqueueMessage(
    { db, clock },
    {
      channel: "email",
      recipient: invitation.email,
      subject: wording.say("team.invited.subject", names),
      body: [
        wording.say(ROLE_SENTENCE[invitation.role], names),
        "",
        wording.say("team.invited.accept", { email: invitation.email }),
        link.toString(),
        "",
        wording.say("team.invited.until", {
          date: wording.date(ends),
          time: ends.toISOString().slice(11, 16),
        }),
      ].join("\n"),
    },
  );
}
