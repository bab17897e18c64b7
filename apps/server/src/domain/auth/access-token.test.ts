import { randomBytes } from "node:crypto";
import { UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from "./access-token";

const issuedAt = new Date("2026-11-26T10:00:00Z");
const clockAt = (date: Date) => ({ now: () => date });
const secret = randomBytes(32);
const claims = { userId: "user-1", publisherId: "publisher-1", sessionId: "session-1" };

async function issued(signingSecret = secret) {
  return signAccessToken({ secret: signingSecret, clock: clockAt(issuedAt) }, claims);
}

describe("access tokens", () => {
  it("gives back the user and session of a token it signed, however often it is checked", async () => {
    const token = await issued();
    const checks = await Promise.all(
      Array.from({ length: 5 }, () =>
        verifyAccessToken(
          { secret, clock: clockAt(issuedAt) },
          { token, publisherId: claims.publisherId },
        ),
      ),
    );
    expect(checks).toEqual(Array(5).fill({ userId: "user-1", sessionId: "session-1" }));
  });

  const laterBy = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
  it.each([
    {
      case: "another publisher",
      token: () => issued(),
      publisherId: "publisher-2",
      now: issuedAt,
    },
    {
      case: "an expired token",
      token: () => issued(),
      publisherId: claims.publisherId,
      now: laterBy(ACCESS_TOKEN_SECONDS + 1),
    },
    {
      case: "a token signed with another secret",
      token: () => issued(randomBytes(32)),
      publisherId: claims.publisherId,
      now: issuedAt,
    },
    {
      case: "a token whose claims were altered",
      token: async () => {
        const [header, , signature] = (await issued()).split(".");
        const forged = Buffer.from(
          JSON.stringify({ sid: "session-2", sub: "user-2", aud: claims.publisherId }),
        ).toString("base64url");
        return `${header}.${forged}.${signature}`;
      },
      publisherId: claims.publisherId,
      now: issuedAt,
    },
    {
      case: "an unsigned token",
      token: async () =>
        new UnsecuredJWT({ sid: "session-1" })
          .setSubject("user-1")
          .setAudience(claims.publisherId)
          .setIssuer("creator-checkout")
          .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
          .setExpirationTime("15m")
          .encode(),
      publisherId: claims.publisherId,
      now: issuedAt,
    },
  ])("refuses $case", async ({ token, publisherId, now }) => {
    await expect(
      verifyAccessToken({ secret, clock: clockAt(now) }, { token: await token(), publisherId }),
    ).resolves.toBeNull();
  });

  it("checks a token it has accepted before against the publisher and the time, every time", async () => {
    const token = await issued();
    const check = (publisherId: string, now: Date, withSecret = secret) =>
      verifyAccessToken({ secret: withSecret, clock: clockAt(now) }, { token, publisherId });
    const expiry = laterBy(ACCESS_TOKEN_SECONDS);

    expect(await check(claims.publisherId, issuedAt)).not.toBeNull();
    expect(await check("publisher-2", issuedAt)).toBeNull();
    expect(await check(claims.publisherId, new Date(expiry.getTime() - 1))).not.toBeNull();
    expect(await check(claims.publisherId, expiry)).toBeNull();
    expect(await check(claims.publisherId, issuedAt, randomBytes(32))).toBeNull();
    expect(await check(claims.publisherId, issuedAt)).not.toBeNull();
  });

  it("refuses a token that differs by one character from one it accepted", async () => {
    const token = await issued();
    const publisherId = claims.publisherId;
    const clock = clockAt(issuedAt);
    expect(await verifyAccessToken({ secret, clock }, { token, publisherId })).not.toBeNull();

    // A character inside the signature: the last one also carries bits that decoding drops.
    const at = token.length - 10;
    const altered = `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
    expect(await verifyAccessToken({ secret, clock }, { token: altered, publisherId })).toBeNull();
  });
});
