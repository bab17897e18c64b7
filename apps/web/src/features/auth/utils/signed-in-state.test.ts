import { describe, expect, it } from "vitest";
import {
  accountLinks,
  type PasskeyState,
  type PasswordPanel,
  passkeyAfter,
  passwordUsername,
  shownContact,
} from "./signed-in-state";

const account = (fields: Partial<Parameters<typeof shownContact>[0] & object> = {}) => ({
  email: null,
  phone: null,
  verified: true,
  has_password: false,
  ...fields,
});

describe("shownContact", () => {
  it.each([
    ["not loaded yet: the address typed", undefined, "ann@example.com", "ann@example.com"],
    ["not loaded, nothing typed", undefined, null, null],
    ["the account's e-mail", account({ email: "bo@example.com" }), "x", "bo@example.com"],
    ["the account's phone, formatted", account({ phone: "+14155552671" }), "x", "(415) 555-2671"],
    ["an account with neither", account(), "ann@example.com", null],
  ])("%s", (_case, me, typed, expected) => {
    expect(shownContact(me, typed)).toBe(expected);
  });
});

describe("accountLinks", () => {
  it.each<
    [string, ReturnType<typeof account> | undefined, boolean, PasskeyState, PasswordPanel, object]
  >([
    ["not loaded", undefined, true, "idle", "closed", { addPasskey: false, setPassword: false }],
    [
      "verified, no password",
      account(),
      true,
      "idle",
      "closed",
      { addPasskey: true, setPassword: true },
    ],
    [
      "no WebAuthn in the browser",
      account(),
      false,
      "idle",
      "closed",
      { addPasskey: false, setPassword: true },
    ],
    [
      "not verified",
      account({ verified: false }),
      true,
      "idle",
      "closed",
      { addPasskey: false, setPassword: false },
    ],
    [
      "a password already",
      account({ has_password: true }),
      true,
      "idle",
      "closed",
      { addPasskey: true, setPassword: false },
    ],
    [
      "the passkey added",
      account(),
      true,
      "added",
      "closed",
      { addPasskey: false, setPassword: true },
    ],
    [
      "the passkey being added",
      account(),
      true,
      "busy",
      "closed",
      { addPasskey: true, setPassword: true },
    ],
    [
      "the password form open",
      account(),
      true,
      "idle",
      "open",
      { addPasskey: true, setPassword: false },
    ],
    [
      "the password form cancelled",
      account(),
      true,
      "idle",
      "cancelled",
      { addPasskey: true, setPassword: true },
    ],
  ])("%s", (_case, me, webAuthn, passkey, panel, expected) => {
    expect(accountLinks(me, webAuthn, passkey, panel)).toEqual(expected);
  });
});

describe("passwordUsername", () => {
  it.each([
    [undefined, ""],
    [account(), ""],
    [account({ phone: "+14155552671" }), "+14155552671"],
    [account({ email: "bo@example.com", phone: "+14155552671" }), "bo@example.com"],
  ])("%j", (me, expected) => {
    expect(passwordUsername(me)).toBe(expected);
  });
});

describe("passkeyAfter", () => {
  it.each([
    [{ kind: "done" } as const, { passkey: "added", error: null }],
    [{ kind: "dismissed" } as const, { passkey: "idle", error: null }],
    [
      { kind: "failed", message: "No passkey." } as const,
      { passkey: "idle", error: "No passkey." },
    ],
  ])("%j", (outcome, expected) => {
    expect(passkeyAfter(outcome)).toEqual(expected);
  });
});
