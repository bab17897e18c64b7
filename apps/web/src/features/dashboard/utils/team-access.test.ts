import { describe, expect, it } from "vitest";
import {
  changesStore,
  extraSections,
  keyEnd,
  keyState,
  managesTeam,
  type Viewer,
} from "./team-access";

describe("what the dashboard offers whom", () => {
  it.each<[string, Viewer, string[], boolean]>([
    ["a pasted key", { via: "key" }, [], false],
    ["an owner", { via: "member", role: "owner" }, ["team", "keys"], true],
    ["staff", { via: "member", role: "staff" }, ["team"], false],
    ["a read-only member", { via: "member", role: "read-only" }, ["team"], false],
  ])("%s", (_name, viewer, sections, manages) => {
    expect(extraSections(viewer)).toEqual(sections);
    expect(managesTeam(viewer)).toBe(manages);
  });
});

describe("who is offered the back office's changes", () => {
  it.each([
    [undefined, true],
    [null, true],
    ["owner", true],
    ["staff", true],
    ["read-only", false],
  ] as const)("%s: %s", (role, offered) => {
    expect(changesStore(role)).toBe(offered);
  });
});

describe("a key's end, typed as a day", () => {
  const today = "2027-05-03";
  it.each([
    ["", { ok: true, expiresAt: undefined }],
    ["  ", { ok: true, expiresAt: undefined }],
    ["2027-05-03", { ok: true, expiresAt: "2027-05-03T23:59:59Z" }],
    ["2028-01-31", { ok: true, expiresAt: "2028-01-31T23:59:59Z" }],
    ["2027-05-02", { ok: false, error: "The last day cannot be in the past." }],
    ["3 May", { ok: false, error: "Enter the last day as YYYY-MM-DD, or leave it empty." }],
    ["2027-13-01", { ok: false, error: "Enter the last day as YYYY-MM-DD, or leave it empty." }],
  ])("%j", (day, expected) => {
    expect(keyEnd(day, today)).toEqual(expected);
  });
});

describe("a key's state", () => {
  const now = new Date("2027-05-03T09:00:00Z");
  it.each([
    [{ revoked_at: null, expires_at: null }, "Active"],
    [{ revoked_at: null, expires_at: "2027-05-03T09:00:01Z" }, "Active"],
    [{ revoked_at: null, expires_at: "2027-05-03T09:00:00Z" }, "Expired"],
    [{ revoked_at: "2027-05-01T00:00:00Z", expires_at: null }, "Revoked"],
    [{ revoked_at: "2027-05-01T00:00:00Z", expires_at: "2027-04-01T00:00:00Z" }, "Revoked"],
  ])("%j is %s", (key, state) => {
    expect(keyState(key, now)).toBe(state);
  });
});
