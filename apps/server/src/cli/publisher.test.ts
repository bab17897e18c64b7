import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { createdKey, runOperatorCommand } from "@creator-checkout/testing/operator-command";
import { startServerProcess } from "@creator-checkout/testing/server-process";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { importCatalog } from "../domain/catalog/import-catalog";
import { authenticatePublisherKey } from "../domain/publisher-keys/authenticate-publisher-key";

const username = demoCatalog().publisher.username;

describe.each(processTestDatabases())("npm run publisher -- key on $name", (kind) => {
  it("creates a key shown once, lists it, and revokes it for good", {
    timeout: 240_000,
  }, async () => {
    const database = await kind.create();
    try {
      const setUp = await database.open();
      await importCatalog(setUp, demoCatalog());
      await setUp.close();

      const created = await runOperatorCommand(
        "publisher",
        ["key", "create", username],
        database.env,
      );
      expect(created.code, created.stderr).toBe(0);
      const { key, keyId } = createdKey(created);
      expect(key).toMatch(/^ccpk_[A-Za-z0-9_-]{43}$/);

      const listed = await runOperatorCommand("publisher", ["key", "list"], database.env);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain(keyId);
      expect(listed.stdout).toContain(`…${key.slice(-4)}`);
      expect(listed.stdout).toContain("active");
      // The key itself is never shown again, nor kept.
      expect(listed.stdout).not.toContain(key);
      const opened = await database.open();
      const stored = JSON.stringify(await opened.db.execute("SELECT * FROM publisher_keys"));
      expect(stored).not.toContain(key.slice(5));
      expect(await authenticatePublisherKey(opened.db, key)).toEqual({
        publisherId: demoIds.publisher,
        username,
      });
      await opened.close();

      const revoked = await runOperatorCommand("publisher", ["key", "revoke", keyId], database.env);
      expect(revoked.code, revoked.stderr).toBe(0);
      expect(revoked.stdout).toContain(`Revoked key ${keyId}`);
      const again = await runOperatorCommand("publisher", ["key", "revoke", keyId], database.env);
      expect(again.stdout).toContain("was already revoked");
      const afterwards = await runOperatorCommand(
        "publisher",
        ["key", "list", username],
        database.env,
      );
      expect(afterwards.stdout).toMatch(new RegExp(`${keyId}.*revoked `));
      const reopened = await database.open();
      expect(await authenticatePublisherKey(reopened.db, key)).toBeNull();
      await reopened.close();
    } finally {
      await database.remove();
    }
  });

  it("says what is wrong with a command it cannot run", { timeout: 240_000 }, async () => {
    const database = await kind.create();
    try {
      const cases: Array<[string[], number, RegExp]> = [
        [
          ["key", "create", "nobody-here"],
          1,
          /There is no publisher with the username "nobody-here"\./,
        ],
        [["key", "list", "nobody-here"], 1, /There is no publisher with the username/],
        [["key", "revoke", "not-a-uuid"], 2, /A key id is the UUID that key list shows/],
        [
          ["key", "revoke", "00000000-0000-4000-8000-000000000000"],
          1,
          /There is no publisher key with the id/,
        ],
        [["key"], 2, /Usage: npm run publisher/],
        [["key", "create"], 2, /Usage: npm run publisher/],
      ];
      for (const [args, code, message] of cases) {
        const run = await runOperatorCommand("publisher", args, database.env);
        expect(run.code, args.join(" ")).toBe(code);
        expect(run.stderr).toMatch(message);
      }
    } finally {
      await database.remove();
    }
  });
});

describe("npm run publisher -- key beside a server on the embedded database", () => {
  it("hands its work to the server that holds the data folder", { timeout: 240_000 }, async () => {
    const [pglite] = processTestDatabases();
    if (!pglite) throw new Error("PGlite is always a test database");
    const database = await pglite.create();
    // The server seeds the demo catalog into the empty database it opens.
    const server = await startServerProcess(database.env);
    try {
      const created = await runOperatorCommand(
        "publisher",
        ["key", "create", username],
        database.env,
      );
      expect(created.code, created.stderr).toBe(0);
      const { key, keyId } = createdKey(created);
      const listed = await runOperatorCommand("publisher", ["key", "list", username], database.env);
      expect(listed.stdout).toMatch(new RegExp(`${keyId}.*active`));
      const revoked = await runOperatorCommand("publisher", ["key", "revoke", keyId], database.env);
      expect(revoked.code, revoked.stderr).toBe(0);
      const missing = await runOperatorCommand(
        "publisher",
        ["key", "create", "nobody-here"],
        database.env,
      );
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/There is no publisher with the username "nobody-here"\./);
      await server.stop();
      const opened = await database.open();
      expect(await authenticatePublisherKey(opened.db, key)).toBeNull();
      await opened.close();
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
