import { normalizeEmail } from "@creator-checkout/core/identity";
import type { SocialMethod } from "@creator-checkout/core/sign-in";
import { and, eq } from "drizzle-orm";
import type { ProviderIdentity } from "../../../adapters/social-login/social-provider";
import type { Db } from "../../../db/connect";
import { customers, userIdentities } from "../../../db/schema";
import type { Clock } from "../../../security/clock";
import { ensureCustomer } from "../ensure-customer";
import { destinationOf } from "../identity";
import { proveAddress } from "../prove-address";
import { type ProvenSignIn, startSession } from "../start-session";
import { SocialLoginFailure } from "./social-login-failure";

/**
 * Signs a provider's account in at a publisher (docs/decisions/034). An account already linked
 * signs in as its user. Otherwise only an address the provider vouches for is taken: it signs
 * into the user who holds it (created when new), proves that address, and links the account. An
 * address the provider did not verify never reaches a user, existing or new. One transaction, so
 * two callbacks for one new account end with one link.
 */
export async function signInWithIdentity(
  deps: { db: Db; clock: Clock; secret: Buffer },
  input: { provider: SocialMethod; publisherId: string; identity: ProviderIdentity },
): Promise<ProvenSignIn> {
  const { clock, secret } = deps;
  const { provider, publisherId, identity } = input;
  const now = clock.now();
  const verifiedEmail =
    identity.email && identity.emailVerified ? normalizeEmail(identity.email) : null;

  return deps.db.transaction(async (tx) => {
    const linkedUserId = await findLinkedUser(tx, provider, identity.subject);
    let userId: string;
    if (linkedUserId) {
      userId = linkedUserId;
      await tx
        .update(userIdentities)
        .set({ last_used_at: now, ...(verifiedEmail ? { email: verifiedEmail } : {}) })
        .where(
          and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)),
        );
      await tx
        .insert(customers)
        .values({ publisher_id: publisherId, user_id: userId })
        .onConflictDoNothing();
    } else {
      if (!identity.email || !normalizeEmail(identity.email))
        throw new SocialLoginFailure("email_missing", provider);
      if (!verifiedEmail) throw new SocialLoginFailure("email_not_verified", provider);
      const user = await ensureCustomer(
        { db: tx },
        { publisherId, identity: { kind: "email", email: verifiedEmail } },
      );
      await tx
        .insert(userIdentities)
        .values({
          provider,
          subject: identity.subject,
          user_id: user.id,
          email: verifiedEmail,
          last_used_at: now,
        })
        .onConflictDoNothing();
      // A concurrent first sign-in of the same account may have linked it first.
      userId = (await findLinkedUser(tx, provider, identity.subject)) ?? user.id;
      await proveAddress({ db: tx, clock }, { userId });
    }
    const session = await startSession(
      { db: tx, clock, secret },
      { publisherId, userId, proof: { kind: "social", at: now } },
    );
    // Only an address the provider vouches for makes the browser known for it.
    const provenDestinations = verifiedEmail
      ? [destinationOf({ kind: "email", email: verifiedEmail })]
      : [];
    return { session, provenDestinations };
  });
}

async function findLinkedUser(db: Db, provider: SocialMethod, subject: string) {
  const [linked] = await db
    .select({ userId: userIdentities.user_id })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return linked?.userId ?? null;
}
