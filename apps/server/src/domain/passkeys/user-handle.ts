/**
 * The WebAuthn user handle of a user: their id as its 16 bytes. Opaque and stable, it is what
 * an authenticator answers with to name the account a discoverable passkey belongs to.
 */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll("-", ""), "hex"));
}
