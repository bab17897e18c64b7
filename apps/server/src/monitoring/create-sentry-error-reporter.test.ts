import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { startSentryStandIn } from "@creator-checkout/testing/sentry-stand-in";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Database } from "../db/connect";
import { errorReports } from "../db/schema";
import { createSentryErrorReporter } from "./create-sentry-error-reporter";
import type { ErrorReporter } from "./error-reporter";

const jwt =
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEiLCJhdWQiOiJwdWIifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg";

describe("unexpected server failures with SENTRY_DSN set", () => {
  let standIn: Awaited<ReturnType<typeof startSentryStandIn>>;
  let database: Database;
  let reporter: ErrorReporter;
  let app: FastifyInstance;

  beforeAll(async () => {
    standIn = await startSentryStandIn();
    const config = loadConfig({ SENTRY_DSN: standIn.dsn("7"), SENTRY_ENVIRONMENT: "qa" });
    database = await embeddedTestDatabase.open();
    reporter = await createSentryErrorReporter({
      dsn: config.SENTRY_DSN ?? "",
      environment: config.monitoringEnvironment,
    });
    app = await buildTestApp(database.db, {
      errorReporter: reporter,
      publicUrl: "https://pay.example.com",
    });
    app.post("/api/explode/:orderId", async () => {
      throw new TypeError(`Your code is 123456; token ${jwt}; card 4242 4242 4242 4242`);
    });
  });
  afterAll(async () => {
    await app.close();
    await reporter.close();
    await database.close();
    await standIn.close();
  });

  it("reach Sentry scrubbed, with release v3.27.5 and service pay, and nothing of the request", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/explode/41?claim=claim-value&code=654321",
      payload: { password: "hunter2", card: "4000000000000002" },
      headers: { authorization: `Bearer ${jwt}`, cookie: "refresh_token=cookie-value" },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("123456");

    await expect.poll(() => standIn.errorEvents().length, { timeout: 10_000 }).toBe(1);
    const [event] = standIn.errorEvents();
    expect(standIn.envelopes[0]?.project).toBe("7");
    expect(event).toMatchObject({
      release: "v3.27.5",
      environment: "qa",
      tags: { service: "pay", route: "POST /api/explode/:orderId" },
      request: { method: "POST", url: "https://pay.example.com/api/explode/41" },
      exception: {
        values: [
          expect.objectContaining({
            type: "TypeError",
            value: "Your code is [code]; token [token]; card [card]",
          }),
        ],
      },
    });
    const everything = JSON.stringify(standIn.envelopes);
    for (const secret of [jwt, "123456", "4242", "hunter2", "4000000000000002", "claim-value"]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain("cookie-value");
    expect(everything).not.toContain("654321");
    // Sentry has it; the collector is not written as well.
    expect(await database.db.select().from(errorReports)).toHaveLength(0);
  });
});
