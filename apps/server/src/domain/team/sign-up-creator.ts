import type { CreatorSignupMode } from "@creator-checkout/core/team";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { type OpenedStore, openStore } from "./open-store";
import { teamErrors } from "./team-errors";
import { addHours, SIGNUP_HOLD_HOURS } from "./team-limits";

/**
 * A new creator opens their own store, when the server's sign-up is open (docs/decisions/159):
 * the store is theirs once they sign in to it with `email`, which proves the address.
 */
export async function signUpCreator(
  deps: { db: Db; clock: Clock; publicUrl: string; signup: CreatorSignupMode },
  input: { email: string; username: string; name: string },
): Promise<OpenedStore> {
  if (deps.signup !== "open") throw teamErrors.signupClosed(deps.signup);
  return openStore(deps, {
    username: input.username,
    name: input.name,
    ownerEmail: input.email,
    ownerBy: addHours(deps.clock.now(), SIGNUP_HOLD_HOURS),
    emailOwner: false,
  });
}
