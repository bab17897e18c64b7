/**
 * How an authenticator can reach the browser, as WebAuthn names it: the transports a new passkey
 * is stored with, and offered again at sign-in (docs/decisions/037).
 */
export const passkeyTransports = [
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
] as const;
export type PasskeyTransport = (typeof passkeyTransports)[number];

/** Whether the browser named a transport this API keeps; it drops those it does not know. */
export function isPasskeyTransport(name: string): name is PasskeyTransport {
  return (passkeyTransports as readonly string[]).includes(name);
}
