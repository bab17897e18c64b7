import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  botProof,
  knownDeviceSetBy,
  otherPublisherCatalog,
  refreshCookieOf,
  testClock,
} from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { createSoftwareAuthenticator } from "@creator-checkout/testing/software-authenticator";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";
import { importCatalog } from "../domain/catalog/import-catalog";

// The test app's PUBLIC_URL is http://checkout.test: passkeys belong to checkout.test.
const ORIGIN = "http://checkout.test";

type Headers = Record<string, string>;

// Passkeys (docs/decisions/037) tried with real WebAuthn answers from a software authenticator:
// adding one needs a proven session; signing in with one works at any publisher of the host,
// and every forged, replayed or misdirected answer is a 4xx with a sentence.
describe.each(testDatabases())("passkeys on $name", (kind) => {
  let otherPublisher: string;
  let hidePublisher: string;
  let hideUsername: string;
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const other = otherPublisherCatalog();
    await importCatalog(database, other);
    otherPublisher = other.publisher.id;
    const hide = otherPublisherCatalog();
    hide.publisher.otp_mode = "hide";
    await importCatalog(database, hide);
    hidePublisher = hide.publisher.id;
    hideUsername = hide.publisher.username;
    return buildSignInTestApp(database.db, clock);
  });

  // Each test signs in from a network of its own, so no test meets another's failure count.
  // A network of its own for each test that counts refusals, so no two share a lockout.
  let networksUsed = 0;
  const network = () => `198.51.100.${++networksUsed}`;

  async function registrationOptions(headers: Headers) {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/me/passkeys/options",
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as PublicKeyCredentialCreationOptionsJSON;
  }

  const submitRegistration = (headers: Headers, payload: object) =>
    demo.app.inject({ method: "POST", url: "/api/me/passkeys", headers, payload });

  async function authenticationOptions(publisherId: string = demoIds.publisher, ip = network()) {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/passkey/options",
      headers: { publisherid: publisherId },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as PublicKeyCredentialRequestOptionsJSON;
  }

  const submitAssertion = (
    payload: AuthenticationResponseJSON | object,
    publisherId: string = demoIds.publisher,
    ip = network(),
  ) =>
    demo.app.inject({
      method: "POST",
      url: "/api/auth/user/passkey",
      headers: { publisherid: publisherId },
      payload,
      remoteAddress: ip,
    });

  /** A buyer signed in with a code who has added a passkey on this software authenticator. */
  async function buyerWithPasskey() {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const authenticator = createSoftwareAuthenticator();
    const { response } = authenticator.register(await registrationOptions(buyer.headers), {
      origin: ORIGIN,
    });
    const added = await submitRegistration(buyer.headers, response);
    expect(added.statusCode).toBe(201);
    return { ...buyer, authenticator };
  }

  const expectRefusal = (
    response: { statusCode: number; json(): unknown },
    status: number,
    error: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error, message: expect.stringMatching(/\.$/) });
  };

  it("adds a passkey for a signed-in buyer and signs them in with it, with no address", async () => {
    const { email, authenticator } = await buyerWithPasskey();

    const assertion = authenticator.authenticate(await authenticationOptions(), { origin: ORIGIN });
    const signedIn = await submitAssertion(assertion);

    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ token: expect.any(String), expires_in: 900 });
    expect(refreshCookieOf(signedIn)).toMatch(/^checkout_refresh_/);
    const me = await demo.app.inject({
      url: "/api/me",
      headers: { publisherid: demoIds.publisher, authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(me.json()).toMatchObject({ email, verified: true });
    // A proof of the address, so the browser is known for it (docs/decisions/063).
    expect(knownDeviceSetBy(signedIn, `email:${email}`)).not.toBeNull();
  });

  it("asks for a discoverable passkey that verifies the person, for this host", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const options = await registrationOptions(buyer.headers);
    expect(options.rp).toEqual({ id: "checkout.test", name: "Creator Checkout" });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.user.name).toBe(buyer.email);
    const signIn = await authenticationOptions();
    expect(signIn).toMatchObject({ rpId: "checkout.test", userVerification: "required" });
    expect(signIn.allowCredentials ?? []).toEqual([]);
  });

  it("offers only EdDSA, ES256 and RS256, which every supported Node verifies, whatever this one has", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const options = await registrationOptions(buyer.headers);
    expect(options.pubKeyCredParams).toEqual([
      { type: "public-key", alg: -8 },
      { type: "public-key", alg: -7 },
      { type: "public-key", alg: -257 },
    ]);
  });

  it("counts a passkey sign-in as proof: the session may then add another passkey", async () => {
    const { authenticator } = await buyerWithPasskey();
    const signedIn = await submitAssertion(
      authenticator.authenticate(await authenticationOptions(), { origin: ORIGIN }),
    );
    const headers = {
      publisherid: demoIds.publisher,
      authorization: `Bearer ${signedIn.json().token}`,
    };

    const second = createSoftwareAuthenticator().register(await registrationOptions(headers), {
      origin: ORIGIN,
    });
    expect((await submitRegistration(headers, second.response)).statusCode).toBe(201);
    const list = await demo.app.inject({ url: "/api/me/passkeys", headers });
    expect(list.json().passkeys).toHaveLength(2);
  });

  it("signs the buyer in with the same passkey at another publisher of the host", async () => {
    const { email, authenticator } = await buyerWithPasskey();

    const options = await authenticationOptions(otherPublisher);
    const signedIn = await submitAssertion(
      authenticator.authenticate(options, { origin: ORIGIN }),
      otherPublisher,
    );

    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().token as string;
    const me = await demo.app.inject({
      url: "/api/me",
      headers: { publisherid: otherPublisher, authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ email });
    // The session is that publisher's alone (principle P9).
    const elsewhere = await demo.app.inject({
      url: "/api/me",
      headers: { publisherid: demoIds.publisher, authorization: `Bearer ${token}` },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("refuses a challenge given to one publisher's page at another publisher", async () => {
    const { authenticator } = await buyerWithPasskey();
    const options = await authenticationOptions(demoIds.publisher);
    const response = await submitAssertion(
      authenticator.authenticate(options, { origin: ORIGIN }),
      otherPublisher,
    );
    expectRefusal(response, 400, "PASSKEY_PROMPT_EXPIRED");
  });

  it("refuses a replayed assertion", async () => {
    const { authenticator } = await buyerWithPasskey();
    const assertion = authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
    });
    expect((await submitAssertion(assertion)).statusCode).toBe(200);

    expectRefusal(await submitAssertion(assertion), 400, "PASSKEY_PROMPT_EXPIRED");
  });

  it("opens one session when the same assertion arrives twice at once", async () => {
    const { authenticator } = await buyerWithPasskey();
    const assertion = authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
    });

    const answers = await Promise.all([submitAssertion(assertion), submitAssertion(assertion)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json().error).toBe(
      "PASSKEY_PROMPT_EXPIRED",
    );
  });

  it("refuses an assertion made for another origin", async () => {
    const { authenticator } = await buyerWithPasskey();
    const assertion = authenticator.authenticate(await authenticationOptions(), {
      origin: "http://checkout.test.evil.example",
    });
    expectRefusal(await submitAssertion(assertion), 400, "PASSKEY_NOT_VERIFIED");
  });

  it("refuses an assertion signed for another RP ID", async () => {
    const { authenticator } = await buyerWithPasskey();
    const assertion = authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
      rpId: "other.test",
    });
    expectRefusal(await submitAssertion(assertion), 400, "PASSKEY_NOT_VERIFIED");
  });

  it("refuses to add a passkey made for another host, and a sign-in with one", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const authenticator = createSoftwareAuthenticator();
    const { response } = authenticator.register(await registrationOptions(buyer.headers), {
      origin: "http://other.test",
      rpId: "other.test",
    });
    expectRefusal(await submitRegistration(buyer.headers, response), 400, "PASSKEY_NOT_VERIFIED");

    const assertion = authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
    });
    expectRefusal(await submitAssertion(assertion), 400, "PASSKEY_NOT_VERIFIED");
  });

  it("refuses an assertion that names someone else's passkey", async () => {
    const victim = await buyerWithPasskey();
    const attacker = await buyerWithPasskey();
    const [victimPasskey] = victim.authenticator.passkeys;
    const [attackerPasskey] = attacker.authenticator.passkeys;
    if (!victimPasskey || !attackerPasskey) throw new Error("both should hold a passkey");

    // The victim's credential id, signed with the attacker's key.
    const forged = attacker.authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
    });
    expectRefusal(
      await submitAssertion({ ...forged, id: victimPasskey.id, rawId: victimPasskey.id }),
      400,
      "PASSKEY_NOT_VERIFIED",
    );
    // The attacker's own passkey, claiming the victim's account.
    const claimed = attacker.authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
    });
    expectRefusal(
      await submitAssertion({
        ...claimed,
        response: { ...claimed.response, userHandle: victimPasskey.userHandle },
      }),
      400,
      "PASSKEY_NOT_VERIFIED",
    );
  });

  it("refuses a passkey whose counter went backwards, as a cloned one would", async () => {
    const { authenticator } = await buyerWithPasskey();
    const first = authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
      counter: 10,
    });
    expect((await submitAssertion(first)).statusCode).toBe(200);

    const cloned = authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
      counter: 4,
    });
    expectRefusal(await submitAssertion(cloned), 400, "PASSKEY_NOT_VERIFIED");
  });

  it("refuses an assertion without user verification", async () => {
    const { authenticator } = await buyerWithPasskey();
    const assertion = authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
      userVerified: false,
    });
    expectRefusal(await submitAssertion(assertion), 400, "PASSKEY_NOT_VERIFIED");
  });

  it("refuses an expired challenge", async () => {
    const { authenticator } = await buyerWithPasskey();
    const options = await authenticationOptions();
    clock.advance(11 * 60);
    const assertion = authenticator.authenticate(options, { origin: ORIGIN });
    expectRefusal(await submitAssertion(assertion), 400, "PASSKEY_PROMPT_EXPIRED");
  });

  it("refuses a passkey to a session that never proved the address", async () => {
    const email = `unproven-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/link",
      payload: { email, return_token: true, creatorUsername: hideUsername },
      headers: { publisherid: hidePublisher, "x-bot-proof": await botProof(demo.app) },
    });
    const headers = {
      publisherid: hidePublisher,
      authorization: `Bearer ${registered.json().token}`,
    };

    const options = await demo.app.inject({
      method: "POST",
      url: "/api/me/passkeys/options",
      headers,
    });
    expect(options.statusCode).toBe(403);
    expect(options.json()).toEqual({
      error: "PROOF_REQUIRED",
      message: "Confirm your address with a sign-in code before you add or manage passkeys.",
    });
    // Nor with options another, proven session was given.
    const proven = await signedInBuyer(demo.app, demo.database.db, hidePublisher);
    const { response } = createSoftwareAuthenticator().register(
      await registrationOptions(proven.headers),
      { origin: ORIGIN },
    );
    expectRefusal(await submitRegistration(headers, response), 403, "PROOF_REQUIRED");
  });

  it("binds a registration to the session that asked for it", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const sameBuyerElsewhere = await signedInBuyer(
      demo.app,
      demo.database.db,
      demoIds.publisher,
      buyer.email,
    );
    const { response } = createSoftwareAuthenticator().register(
      await registrationOptions(buyer.headers),
      { origin: ORIGIN },
    );
    expectRefusal(
      await submitRegistration(sameBuyerElsewhere.headers, response),
      400,
      "PASSKEY_PROMPT_EXPIRED",
    );
  });

  it("refuses a registration challenge as a sign-in, and a sign-in challenge as a registration", async () => {
    const { headers, authenticator } = await buyerWithPasskey();
    const registration = await registrationOptions(headers);
    const assertion = authenticator.authenticate(
      { challenge: registration.challenge, rpId: "checkout.test" },
      { origin: ORIGIN },
    );
    expectRefusal(await submitAssertion(assertion), 400, "PASSKEY_PROMPT_EXPIRED");

    const signIn = await authenticationOptions();
    const { response } = createSoftwareAuthenticator().register(
      { ...registration, challenge: signIn.challenge },
      { origin: ORIGIN },
    );
    expectRefusal(await submitRegistration(headers, response), 400, "PASSKEY_PROMPT_EXPIRED");
  });

  it("refuses a credential that is already registered, to anyone", async () => {
    const owner = await buyerWithPasskey();
    const [passkey] = owner.authenticator.passkeys;
    const other = await signedInBuyer(demo.app, demo.database.db);
    const { response } = owner.authenticator.register(await registrationOptions(other.headers), {
      origin: ORIGIN,
      passkey,
    });
    expectRefusal(
      await submitRegistration(other.headers, response),
      409,
      "PASSKEY_ALREADY_REGISTERED",
    );
  });

  it("lists and deletes only the buyer's own passkeys; a deleted one no longer signs in", async () => {
    const owner = await buyerWithPasskey();
    const stranger = await signedInBuyer(demo.app, demo.database.db);
    const list = await demo.app.inject({ url: "/api/me/passkeys", headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const [listed] = list.json().passkeys;
    expect(listed).toEqual({
      id: expect.any(String),
      device_type: "multiDevice",
      backed_up: true,
      created_at: expect.any(String),
      last_used_at: null,
    });
    const remove = (headers: Headers) =>
      demo.app.inject({ method: "DELETE", url: `/api/me/passkeys/${listed.id}`, headers });

    expectRefusal(await remove(stranger.headers), 404, "PASSKEY_NOT_FOUND");
    expect((await remove(owner.headers)).statusCode).toBe(204);

    const assertion = owner.authenticator.authenticate(await authenticationOptions(), {
      origin: ORIGIN,
    });
    expectRefusal(await submitAssertion(assertion), 400, "PASSKEY_NOT_VERIFIED");
  });

  it("refuses answers that are not WebAuthn answers with a 400", async () => {
    const options = await authenticationOptions();
    const notJson = Buffer.from("not json").toString("base64url");
    const noChallenge = Buffer.from(JSON.stringify({ type: "webauthn.get" })).toString("base64url");
    const base = {
      id: "AAAA",
      rawId: "AAAA",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: notJson, authenticatorData: "AAAA", signature: "AAAA" },
    };
    for (const payload of [
      base,
      { ...base, response: { ...base.response, clientDataJSON: noChallenge } },
      { ...base, response: { ...base.response, clientDataJSON: "%%%" } },
      { ...base, type: "password" },
      { ...base, response: {} },
      {
        ...base,
        response: {
          ...base.response,
          clientDataJSON: Buffer.from(
            JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: ORIGIN }),
          ).toString("base64url"),
        },
      },
    ]) {
      const response = await submitAssertion(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const unknownPublisher = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/passkey/options",
      headers: { publisherid: randomUUID() },
    });
    expectRefusal(unknownPublisher, 404, "NOT_FOUND");
  });

  it("refuses exactly 20 of 60 concurrent forged passkey sign-ins as forged, the rest with 429", async () => {
    const { authenticator } = await buyerWithPasskey();
    const optionsNetwork = network();
    const ip = network();
    const forged = [];
    for (let i = 0; i < 60; i++) {
      forged.push(
        authenticator.authenticate(await authenticationOptions(demoIds.publisher, optionsNetwork), {
          origin: "http://evil.example",
        }),
      );
    }
    const answers = await Promise.all(
      forged.map((assertion) => submitAssertion(assertion, demoIds.publisher, ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  it("stops a network after 20 refused passkey sign-ins in an hour", async () => {
    const { authenticator } = await buyerWithPasskey();
    const ip = network();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const assertion = authenticator.authenticate(await authenticationOptions(), {
        origin: "http://evil.example",
      });
      expect((await submitAssertion(assertion, demoIds.publisher, ip)).statusCode).toBe(400);
    }
    const honest = authenticator.authenticate(await authenticationOptions(), { origin: ORIGIN });
    expectRefusal(await submitAssertion(honest, demoIds.publisher, ip), 429, "TOO_MANY_FAILURES");
  });
});
