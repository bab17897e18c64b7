/**
 * Who the passkeys belong to (docs/decisions/037): the host buyers open the checkout on. Its
 * hostname is the RP ID, so a passkey works at every publisher served from it and nowhere
 * else; its origin is the only one a browser's answer may come from.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name };
}
