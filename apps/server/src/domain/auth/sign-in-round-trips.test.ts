import { randomUUID } from "node:crypto";
import { buildListeningTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { statementsSentDuring } from "@creator-checkout/testing/sent-statements";
import { botProof, latestCodeFor, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { postgresOnly } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

// docs/decisions/055: sending and confirming a code are one named statement each.
describe.skipIf(!postgresOnly.available)("a code sign-in's round trips on Postgres", () => {
  const clock = testClock();
  const demo = onDemoDatabase(postgresOnly.kind, ({ database }) =>
    buildListeningTestApp(database, clock),
  );
  const email = () => `round-trips-${randomUUID().slice(0, 8)}@example.com`;
  const post = (url: string, payload: object, proof?: string) =>
    demo.app.inject({
      method: "POST",
      url,
      payload,
      headers: { publisherid: demoIds.publisher, ...(proof ? { "x-bot-proof": proof } : {}) },
    });

  it("sends a code, with its bot proof used up, in one named statement", async () => {
    // The first send reads the publisher into the catalog cache; later ones find it there.
    await post("/api/auth/user/code/init", { email: email() }, await botProof(demo.app));
    const proof = await botProof(demo.app);
    let status = 0;
    const sent = await statementsSentDuring(async () => {
      status = (await post("/api/auth/user/code/init", { email: email() }, proof)).statusCode;
    });

    expect(status).toBe(202);
    expect(sent.map(({ name }) => name)).toEqual(["auth_send_code"]);
  });

  it("leaves the connection committing to disk again after a send", async () => {
    const proof = await botProof(demo.app);
    const [send] = await statementsSentDuring(() =>
      post("/api/auth/user/code/init", { email: email() }, proof),
    );
    if (!send) throw new Error("the send sent no statement");

    const shown = await send.client.query("SHOW synchronous_commit");
    expect(shown.rows[0]).toEqual({ synchronous_commit: "on" });
  });

  it("confirms a code, and makes its claim, in one named statement", async () => {
    const address = email();
    await post("/api/auth/user/code/init", { email: address }, await botProof(demo.app));
    const code = await latestCodeFor(demo.database.db, address);
    let claim: unknown = null;
    const sent = await statementsSentDuring(async () => {
      claim = (await post("/api/auth/user/code/confirm", { email: address, code })).json().claim;
    });

    expect(claim).toEqual(expect.any(String));
    expect(sent.map(({ name }) => name)).toEqual(["auth_confirm_code_email"]);
  });
});
