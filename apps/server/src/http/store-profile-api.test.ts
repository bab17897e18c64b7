import { profileFields } from "@creator-checkout/core/catalog";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { beforeAll, describe, expect, it } from "vitest";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

// A store's profile, read and changed through the API (docs/decisions/173).

describe.each(testDatabases())("the store's profile on $name", (kind) => {
  const clock = testClock(new Date("2027-02-01T10:00:00Z"));
  const other = otherPublisherCatalog();
  const { username } = demoCatalog().publisher;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock);
  });
  const keys = { read: "", write: "", other: "" };

  beforeAll(async () => {
    const { db } = demo.database;
    keys.read = (await createPublisherKey(db, { username, scope: "read" })).key;
    keys.write = (await createPublisherKey(db, { username, scope: "write" })).key;
    keys.other = (await createPublisherKey(db, { username: other.publisher.username })).key;
  });

  const call = (method: "GET" | "PATCH", key: string, payload?: object) =>
    demo.app.inject({
      method,
      url: "/api/publisher/profile",
      headers: { authorization: `Bearer ${key}` },
      ...(payload ? { payload } : {}),
    });
  const read = async (key = keys.read) => {
    const response = await call("GET", key);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { profile: Record<string, unknown>; version: string };
  };

  it("reads the profile the catalog gave, with its version", async () => {
    const { profile, version } = await read();
    // The catalog's publisher less what is not the profile's: its id, username and tax.
    expect(profile).toEqual(profileFields.parse(demoCatalog().publisher));
    expect(version).toMatch(/^[\w-]{22}$/);
  });

  it("changes the fields named and no other, and the creator's page shows it at once", async () => {
    const before = await read();
    const changed = await call("PATCH", keys.write, {
      version: before.version,
      name: "Northwind Studio",
      primary_urls: ["https://northwind.example", "https://shop.northwind.example"],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await read();
    expect(after).toEqual(changed.json());
    expect(after.version).not.toBe(before.version);
    expect(after.profile).toEqual({
      ...before.profile,
      name: "Northwind Studio",
      primary_urls: ["https://northwind.example", "https://shop.northwind.example"],
    });
    const page = await demo.app.inject({ url: `/api/client/creators/${username}` });
    expect(page.json()).toMatchObject({ name: "Northwind Studio" });
    // Another store's profile is untouched by this store's key.
    expect((await read(keys.other)).profile).toMatchObject({ name: other.publisher.name });
  });

  it("refuses what the catalog file refuses, with its sentences, and writes nothing", async () => {
    const { version } = await read();
    const refusals: Array<[object, RegExp]> = [
      [{ primary_urls: ["ftp://northwind.example"] }, /must be an http:\/\/ or https:\/\/ address/],
      [{ icon: "http://northwind.example/icon.png" }, /icon/],
      [{ default_locale: "xx" }, /default_locale/],
      [{ authentication_methods: [] }, /authentication_methods/],
      [{ contact_email: "not an address" }, /contact_email/],
      [{ username: "taken" }, /username/],
      [{ name: "" }, /name/],
    ];
    for (const [change, sentence] of refusals) {
      const response = await call("PATCH", keys.write, { version, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(sentence);
    }
    const missing = await call("PATCH", keys.write, { name: "No version" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/version/);
    expect((await read()).version).toBe(version);
  });

  it("keeps the creator's reasons for canceling and the offers to make, and refuses a list a person cannot use", async () => {
    const { version } = await read();
    const cancel_flow = {
      reasons: ["Too expensive", "Je n'ai plus le temps", "使わなくなった"],
      offer_pause: true,
      offer_switch: true,
      retention_offer: { percent_off: 30, renewals: 3 },
    };
    const changed = await call("PATCH", keys.write, { version, cancel_flow });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read()).profile.cancel_flow).toEqual(cancel_flow);
    const after = (await read()).version;
    const refusals: Array<[object, string]> = [
      [{ reasons: Array.from({ length: 9 }, (_, n) => `Reason ${n}`) }, "List at most 8 reasons."],
      [{ reasons: ["x".repeat(81)] }, "A reason can be at most 80 characters long."],
      [{ reasons: ["Too expensive", "too expensive"] }, "listed twice"],
      [{ reasons: ["Line\nbreak"] }, "on one line"],
      [{ reasons: ["<script>\u0000</script>"] }, "a character that is not allowed"],
      [{ reasons: ["   "] }, "A reason cannot be empty"],
      [{ retention_offer: { percent_off: 0, renewals: 3 } }, "Take at least 1 % off"],
      [{ retention_offer: { percent_off: 30, renewals: 13 } }, "at most 12 renewals"],
      [{ offer_switch: "yes" }, "offer_switch"],
    ];
    for (const [flow, sentence] of refusals) {
      const response = await call("PATCH", keys.write, { version: after, cancel_flow: flow });
      expect(response.statusCode, JSON.stringify(flow)).toBe(400);
      expect(response.json().message).toContain(sentence);
    }
    expect((await read()).version).toBe(after);
  });

  it("lets a key that may only read read, and not change", async () => {
    const { version } = await read();
    const response = await call("PATCH", keys.read, { version, name: "Read key" });
    expect(response.statusCode).toBe(403);
    expect((await call("GET", "ccpk_forged")).statusCode).toBe(401);
  });

  it("writes one of sixty changes made from one reading and refuses the rest with 409", async () => {
    const { version } = await read();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        call("PATCH", keys.write, { version, name: `Northwind ${n}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: "PROFILE_CHANGED",
      message:
        "The profile was changed since you opened it. Open it again to see what changed, then make your change again.",
    });
    const written = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(await read()).toEqual(written);
  });

  it("counts an import as a change: a reading from before it is stale", async () => {
    const { version } = await read();
    await importCatalog(demo.database, demoCatalog());
    const response = await call("PATCH", keys.write, { version, name: "After the import" });
    expect(response.statusCode).toBe(409);
  });
});
