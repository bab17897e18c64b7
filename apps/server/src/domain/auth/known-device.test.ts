import { describe, expect, it } from "vitest";
import { knownDeviceCookieName, knownDeviceIdOf, newKnownDeviceToken } from "./known-device";

const secret = Buffer.from("a-secret-for-known-device-tests", "utf8");
const owner = "email:owner@example.com";

describe("known devices", () => {
  it("recognises a token the server made for the same address", () => {
    const token = newKnownDeviceToken(secret, owner);

    expect(knownDeviceIdOf(secret, owner, token)).toBe(token.split(".")[0]);
  });

  it("never puts the address in the token or the cookie's name", () => {
    const token = newKnownDeviceToken(secret, owner);
    const name = knownDeviceCookieName(secret, owner);

    for (const text of [token, name]) expect(text).not.toMatch(/owner|example/);
    expect(name).not.toBe(knownDeviceCookieName(secret, "email:other@example.com"));
  });

  it("refuses a token made for another address, by another secret, or altered", () => {
    const token = newKnownDeviceToken(secret, owner);
    const [id, signature] = token.split(".");
    const otherSecret = Buffer.from("another-secret-for-these-tests", "utf8");

    expect(knownDeviceIdOf(secret, "email:other@example.com", token)).toBeNull();
    expect(knownDeviceIdOf(otherSecret, owner, token)).toBeNull();
    expect(knownDeviceIdOf(secret, owner, `${"A".repeat(22)}.${signature}`)).toBeNull();
    expect(knownDeviceIdOf(secret, owner, `${id}.${"A".repeat(43)}`)).toBeNull();
    expect(knownDeviceIdOf(secret, owner, `${token}.extra`)).toBeNull();
    expect(knownDeviceIdOf(secret, owner, "")).toBeNull();
    expect(knownDeviceIdOf(secret, owner, undefined)).toBeNull();
  });
});
