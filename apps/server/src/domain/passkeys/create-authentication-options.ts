import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { getSignInPublisher } from "../auth/get-sign-in-publisher";
import { PROMPT_TIMEOUT_MS } from "./passkey-limits";
import type { RelyingParty } from "./relying-party";
import { storeChallenge } from "./store-challenge";
import { loadWebauthn } from "./webauthn";

/**
 * The browser's options for signing in with a passkey at a publisher. No credentials are
 * listed: passkeys are discoverable, so the browser offers the buyer's own and the answer
 * names the account, and a stranger learns nothing about which addresses have one.
 */
export async function createAuthenticationOptions(
  deps: { db: Db; clock: Clock; secret: Buffer; relyingParty: RelyingParty },
  input: { publisherId: string; ip: string },
) {
  const publisher = await getSignInPublisher(deps, { publisherId: input.publisherId });
  const { generateAuthenticationOptions } = await loadWebauthn();
  const options = await generateAuthenticationOptions({
    rpID: deps.relyingParty.id,
    userVerification: "required",
    timeout: PROMPT_TIMEOUT_MS,
  });
  await storeChallenge(deps, {
    challenge: options.challenge,
    purpose: "authentication",
    publisherId: publisher.id,
    ip: input.ip,
  });
  return options;
}
