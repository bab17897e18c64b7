import type { Db } from "../../db/connect";
import { findUser } from "./find-user";
import { getSignInPublisher } from "./get-sign-in-publisher";
import type { Identity } from "./identity";

/**
 * product.md §7 "GET oauth user": what the sign-in form should ask next. It tells whether a verified
 * account exists, so it sits behind the bot check and the API rate limit; see
 * docs/decisions/009-sign-in-flow.md.
 */
export async function lookUpUser(
  { db }: { db: Db },
  { publisherId, identity }: { publisherId: string; identity: Identity },
) {
  const publisher = await getSignInPublisher({ db }, { publisherId, identity });
  const user = await findUser({ db }, identity);
  const verified = Boolean(user?.verified_at);
  return {
    has_password: Boolean(verified && user?.password_hash),
    is_new_registration: !verified,
    otp: publisher.otp_mode,
  };
}
