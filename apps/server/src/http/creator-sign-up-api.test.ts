import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

// The dashboard offers its sign-up from this answer alone (docs/decisions/159), so it must
// say what the server would do with a sign-up.
describe.each(testDatabases())("the server's sign-up mode, on $name", (kind) => {
  const clock = testClock(new Date("2027-05-03T09:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) =>
    buildSignInTestApp(database.db, clock, { creatorSignup: "invite" }),
  );

  it.each(["open", "invite", "closed"] as const)(
    "answers %s when the server is so",
    async (mode) => {
      const app =
        mode === "invite"
          ? demo.app
          : await buildSignInTestApp(demo.database.db, clock, { creatorSignup: mode });
      const answer = await app.inject({ method: "GET", url: "/api/creators/sign-up" });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ mode });
      if (app !== demo.app) await app.close();
    },
  );
});
