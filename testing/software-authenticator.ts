import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey as a platform authenticator keeps it: an ES256 key pair made for one RP ID and one
 * user handle, and its signature counter.
 */
export interface SoftwarePasskey {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

/** What a ceremony claims about where it ran and what the authenticator did. */
export interface CeremonyOptions {
  /** The page's origin as the browser reports it in the client data. */
  origin: string;
  /** The RP ID whose hash the authenticator signs; the options' own unless told. */
  rpId?: string;
  /** Whether the person was verified (PIN, fingerprint); true unless told. */
  userVerified?: boolean;
}

// Flags in the authenticator data (WebAuthn §6.1).
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const BACKUP_ELIGIBLE = 0x08;
const BACKED_UP = 0x10;
const ATTESTED_CREDENTIAL = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/**
 * A software authenticator for tests: it makes passkeys and signs assertions exactly as a
 * platform authenticator does (attestation "none", ES256), so the API is tried with real
 * WebAuthn answers, and lets a test lie about the origin, the RP ID or the person's presence.
 */
export function createSoftwareAuthenticator() {
  const passkeys: SoftwarePasskey[] = [];

  function newPasskey(rpId: string, userHandle: string): SoftwarePasskey {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const passkey = {
      id: b64url(randomBytes(32)),
      rpId,
      userHandle,
      privateKey,
      publicKey,
      counter: 0,
    };
    passkeys.push(passkey);
    return passkey;
  }

  function clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  function flagsFor(userVerified: boolean) {
    return USER_PRESENT | (userVerified ? USER_VERIFIED : 0) | BACKUP_ELIGIBLE | BACKED_UP;
  }

  function counterBytes(counter: number) {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  }

  /**
   * `navigator.credentials.create()`: a new passkey for the options' RP and user, or, to play
   * an attacker, `passkey` (one already made) presented again.
   */
  function register(
    options: PublicKeyCredentialCreationOptionsJSON,
    ceremony: CeremonyOptions & { passkey?: SoftwarePasskey },
  ): { response: RegistrationResponseJSON; passkey: SoftwarePasskey } {
    const rpId = ceremony.rpId ?? options.rp.id ?? new URL(ceremony.origin).hostname;
    const passkey = ceremony.passkey ?? newPasskey(rpId, options.user.id);
    const { publicKey } = passkey;
    const credentialId = Buffer.from(passkey.id, "base64url");
    const jwk = publicKey.export({ format: "jwk" });
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
      ]),
    );
    const credentialIdLength = Buffer.alloc(2);
    credentialIdLength.writeUInt16BE(credentialId.length);
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flagsFor(ceremony.userVerified ?? true) | ATTESTED_CREDENTIAL]),
      counterBytes(passkey.counter),
      Buffer.alloc(16), // AAGUID: none, as with attestation "none"
      credentialIdLength,
      credentialId,
      cosePublicKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authenticatorData)],
      ]),
    );
    const response: RegistrationResponseJSON = {
      id: passkey.id,
      rawId: passkey.id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(clientData("webauthn.create", options.challenge, ceremony.origin)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
    return { response, passkey };
  }

  /** `navigator.credentials.get()`: an assertion by `passkey` (the last made unless told). */
  function authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    ceremony: CeremonyOptions & { passkey?: SoftwarePasskey; counter?: number },
  ): AuthenticationResponseJSON {
    const passkey = ceremony.passkey ?? passkeys.at(-1);
    if (!passkey) throw new Error("the software authenticator holds no passkey");
    passkey.counter = ceremony.counter ?? passkey.counter + 1;
    const authenticatorData = Buffer.concat([
      sha256(ceremony.rpId ?? options.rpId ?? passkey.rpId),
      Buffer.from([flagsFor(ceremony.userVerified ?? true)]),
      counterBytes(passkey.counter),
    ]);
    const clientDataJSON = clientData("webauthn.get", options.challenge, ceremony.origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      passkey.privateKey,
    );
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    };
  }

  return { register, authenticate, passkeys };
}
