import { randomInt, randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  botProof,
  latestCodeFor,
  otherPublisherCatalog,
  testClock,
} from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { importCatalog } from "../domain/catalog/import-catalog";

const uniqueEmail = () => `new-${randomUUID().slice(0, 8)}@example.com`;
// A fictional US number (555-01XX), in the E.164 form the server keeps.
const uniquePhone = () => `+1212555${String(100 + randomInt(100)).padStart(4, "0")}`;

// product.md §5 "Register": publisher id, creator username and e-mail or phone; product.md §4
// "Sign-in start": a phone number always gets a one-time code, whatever the code mode.
describe.each(testDatabases())("registration on $name", (kind) => {
  let hide: { id: string; username: string };
  let optional: { id: string; username: string };
  const demo = onDemoDatabase(kind, async ({ database }) => {
    for (const mode of ["hide", "optional"] as const) {
      const catalog = otherPublisherCatalog();
      catalog.publisher.otp_mode = mode;
      catalog.publisher.username = `${mode}-${randomUUID().slice(0, 8)}`;
      await importCatalog(database, catalog);
      const publisher = { id: catalog.publisher.id, username: catalog.publisher.username };
      if (mode === "hide") hide = publisher;
      else optional = publisher;
    }
    return buildSignInTestApp(database.db, testClock());
  });

  const link = async (publisherId: string, payload: Record<string, unknown>) =>
    demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/link",
      payload: { return_token: true, ...payload },
      headers: { publisherid: publisherId, "x-bot-proof": await botProof(demo.app) },
    });

  it("refuses to register without the creator's username, in the spec's words", async () => {
    for (const creatorUsername of [undefined, "", "  "]) {
      const response = await link(demoIds.publisher, { email: uniqueEmail(), creatorUsername });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "BAD_REQUEST",
        message: "creatorUsername not provided",
      });
    }
  });

  it("refuses a creator's username that is not the publisher's", async () => {
    const response = await link(demoIds.publisher, {
      email: uniqueEmail(),
      creatorUsername: hide.username,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/creatorUsername is not the username/);
  });

  it("registers with the creator's username, and where the code is hidden an e-mail signs in", async () => {
    const response = await link(hide.id, { email: uniqueEmail(), creatorUsername: hide.username });

    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it("never skips the code for a phone number, whatever the code mode", async () => {
    for (const [publisher, isOtpEnabled] of [
      [hide, true],
      [optional, false],
    ] as const) {
      const phone = uniquePhone();
      const registered = await link(publisher.id, {
        phone,
        creatorUsername: publisher.username,
        is_otp_enabled: isOtpEnabled,
      });
      expect(registered.statusCode).toBe(200);
      expect(registered.json()).toEqual({ token: null });
      expect(registered.cookies).toHaveLength(0);

      const sent = await demo.app.inject({
        method: "POST",
        url: "/api/auth/user/code/init",
        payload: { phone, creatorUsername: publisher.username },
        headers: { publisherid: publisher.id, "x-bot-proof": await botProof(demo.app) },
      });
      expect(sent.statusCode).toBe(202);
      expect(await latestCodeFor(demo.database.db, phone)).toMatch(/^\d{6}$/);
    }
  });
});
