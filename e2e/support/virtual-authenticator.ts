import type { CDPSession, Page } from "@playwright/test";

/**
 * Chromium's virtual authenticator, as a phone or laptop's built-in one: CTAP2 over the internal
 * transport, keeping discoverable passkeys and verifying the person (say, by fingerprint) each
 * time. It answers every prompt at once, as a person who touches the sensor would.
 */
export async function addVirtualAuthenticator(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send("WebAuthn.enable");
  const { authenticatorId } = await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** The passkeys it holds, with the RP ID each was made for. */
    async credentials() {
      const { credentials } = await session.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials;
    },
  };
}

/**
 * Plays a browser that has passkeys but does not offer them in autofill (no WebAuthn
 * conditional mediation), where the "Sign in with a passkey" button is the way in.
 */
export async function withoutPasskeyAutofill(page: Page) {
  await page.addInitScript(() => {
    window.PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}
