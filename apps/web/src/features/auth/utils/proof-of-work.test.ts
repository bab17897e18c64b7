import type { Challenge } from "altcha/lib";
import { describe, expect, it } from "vitest";
import { proofPayload, workerCount } from "./proof-of-work";

describe("workerCount", () => {
  it("leaves one core to the page, and uses one to four workers", () => {
    expect(workerCount(1)).toBe(1);
    expect(workerCount(2)).toBe(1);
    expect(workerCount(4)).toBe(3);
    expect(workerCount(16)).toBe(4);
  });

  it("assumes two cores when the browser does not say", () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount(0)).toBe(1);
  });
});

describe("proofPayload", () => {
  it("is the base64 JSON of the signed challenge and its solution, as the server reads it", () => {
    const challenge = {
      parameters: { algorithm: "SHA-256", nonce: "ab", salt: "cd", keyPrefix: "00", cost: 1 },
      signature: "signed",
    } as unknown as Challenge;
    const solution = { counter: 42, derivedKey: "00ff" };
    expect(JSON.parse(atob(proofPayload(challenge, solution)))).toEqual({
      challenge: { parameters: challenge.parameters, signature: "signed" },
      solution,
    });
  });
});
