/**
 * @simplewebauthn/server, loaded with the first passkey call: with its ASN.1 and COSE libraries it
 * was the largest package a server loads at start, though most buyers never use a passkey
 * (docs/decisions/075). Each call answers the same module once it has loaded.
 */
export const loadWebauthn = () => import("@simplewebauthn/server");

export const loadWebauthnHelpers = () => import("@simplewebauthn/server/helpers");
