import { testSecret } from "@creator-checkout/testing/build-test-app";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { createAltchaBotCheck } from "./create-altcha-bot-check";

async function solvedProof(botCheck: ReturnType<typeof createAltchaBotCheck>) {
  const challenge = await botCheck.createChallenge?.();
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  return { challenge, solution };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe("the ALTCHA bot check judges expiry by the server's clock", () => {
  // Server clocks far from the machine's real time: a test's frozen past and a date years ahead.
  const starts = ["2020-01-01T00:00:00Z", "2026-12-01T10:00:00Z", "2031-06-30T23:59:00Z"];
  const cases = [
    { after: 0, genuine: true },
    { after: 9 * 60 + 59, genuine: true },
    { after: 10 * 60, genuine: false },
    { after: 24 * 3600, genuine: false },
  ];

  for (const start of starts) {
    for (const { after, genuine } of cases) {
      it(`${genuine ? "accepts" : "refuses"} a proof ${after} s after its challenge, clock at ${start}`, async () => {
        const clock = testClock(new Date(start));
        const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 500 });
        const proof = encode(await solvedProof(botCheck));
        clock.advance(after);

        const result = await botCheck.check(proof, "127.0.0.1");

        expect(result.genuine).toBe(genuine);
        if (result.genuine) {
          expect(result.use?.expiresAt).toEqual(new Date(Date.parse(start) + 600_000));
        }
      });
    }
  }

  it("refuses a proof whose expiry was moved by the solver", async () => {
    const clock = testClock(new Date("2026-12-01T10:00:00Z"));
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 500 });
    const { challenge, solution } = await solvedProof(botCheck);
    const moved = structuredClone(challenge);
    const data = moved?.parameters.data;
    if (!data) throw new Error("the challenge carries no expiry");
    data.expires_at = Number(data.expires_at) + 3600;
    clock.advance(11 * 60);

    expect(
      (await botCheck.check(encode({ challenge: moved, solution }), "127.0.0.1")).genuine,
    ).toBe(false);
  });

  it("refuses a challenge signed without an expiry", async () => {
    const clock = testClock(new Date("2026-12-01T10:00:00Z"));
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 500 });
    const { challenge, solution } = await solvedProof(botCheck);
    const bare = structuredClone(challenge) as { parameters: { data?: unknown } };
    delete bare.parameters.data;

    expect((await botCheck.check(encode({ challenge: bare, solution }), "127.0.0.1")).genuine).toBe(
      false,
    );
  });
});
