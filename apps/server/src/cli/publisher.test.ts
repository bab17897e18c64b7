import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import {
  createdKey,
  runOperatorCommand,
  runOperatorCommandHere,
} from "@creator-checkout/testing/operator-command";
import { startServerProcess } from "@creator-checkout/testing/server-process";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { orders, subscriptions } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { authenticatePublisherKey } from "../domain/publisher-keys/authenticate-publisher-key";
import { systemClock } from "../security/clock";

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

      const created = await runOperatorCommandHere(
        "publisher",
        ["key", "create", username],
        database.env,
      );
      expect(created.code, created.stderr).toBe(0);
      const { key, keyId } = createdKey(created);
      expect(key).toMatch(/^ccpk_[A-Za-z0-9_-]{43}$/);

      const listed = await runOperatorCommandHere("publisher", ["key", "list"], database.env);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain(keyId);
      expect(listed.stdout).toContain(`…${key.slice(-4)}`);
      expect(listed.stdout).toContain("active");
      // The key itself is never shown again, nor kept.
      expect(listed.stdout).not.toContain(key);
      const opened = await database.open();
      const stored = JSON.stringify(await opened.db.execute("SELECT * FROM publisher_keys"));
      expect(stored).not.toContain(key.slice(5));
      expect(await authenticatePublisherKey(opened.db, key, new Date())).toEqual({
        publisherId: demoIds.publisher,
        username,
        scope: "write",
      });
      await opened.close();

      const revoked = await runOperatorCommandHere(
        "publisher",
        ["key", "revoke", keyId],
        database.env,
      );
      expect(revoked.code, revoked.stderr).toBe(0);
      expect(revoked.stdout).toContain(`Revoked key ${keyId}`);
      const again = await runOperatorCommandHere(
        "publisher",
        ["key", "revoke", keyId],
        database.env,
      );
      expect(again.stdout).toContain("was already revoked");
      const afterwards = await runOperatorCommandHere(
        "publisher",
        ["key", "list", username],
        database.env,
      );
      expect(afterwards.stdout).toMatch(new RegExp(`${keyId}.*revoked `));
      const reopened = await database.open();
      expect(await authenticatePublisherKey(reopened.db, key, new Date())).toBeNull();
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
        const run = await runOperatorCommandHere("publisher", args, database.env);
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
      expect(await authenticatePublisherKey(opened.db, key, new Date())).toBeNull();
      await opened.close();
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});

/** A buyer who paid for a day pass and a monthly subscription, bought through the API. */
async function paidOrders(database: Database) {
  const app = await buildSignInTestApp(database.db, systemClock);
  try {
    const buyer = await signedInBuyer(app, database.db);
    await saveTestCard(app, buyer.headers);
    const buy = async (optionId: string) => {
      const response = await app.inject({
        method: "POST",
        url: `/api/purchase/product/${optionId}`,
        headers: { ...buyer.headers, "idempotency-key": randomUUID() },
        payload: {},
      });
      return response.json().order_id as string;
    };
    return { pass: await buy(demoIds.dayPass), monthly: await buy(demoIds.monthly) };
  } finally {
    await app.close();
  }
}

describe.each(processTestDatabases())("npm run publisher -- refund and cancel on $name", (kind) => {
  it("refunds part of an order, then the rest, and cancels a subscriber", {
    timeout: 240_000,
  }, async () => {
    const database = await kind.create();
    try {
      const setUp = await database.open();
      await importCatalog(setUp, demoCatalog());
      const bought = await paidOrders(setUp);
      const [sub] = await setUp.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.order_id, bought.monthly));
      await setUp.close();
      if (!sub) throw new Error("the monthly order made a subscription");

      const part = await runOperatorCommandHere(
        "publisher",
        ["refund", bought.pass, "--amount", "400"],
        database.env,
      );
      expect(part.code, part.stderr).toBe(0);
      // The demo's day pass costs ¥3,000.
      expect(part.stdout).toMatch(/^Refunded ¥400 of order .*; ¥400 of it refunded in all\.$/m);
      const rest = await runOperatorCommandHere("publisher", ["refund", bought.pass], database.env);
      expect(rest.code, rest.stderr).toBe(0);
      expect(rest.stdout).toContain("Refunded ¥2,600 of order");
      const none = await runOperatorCommandHere("publisher", ["refund", bought.pass], database.env);
      expect(none.code).toBe(1);
      expect(none.stderr).toContain("already been refunded in full");

      const later = await runOperatorCommandHere("publisher", ["cancel", sub.id], database.env);
      expect(later.code, later.stderr).toBe(0);
      expect(later.stdout).toMatch(/ends on .*Nothing was refunded\./);
      const now = await runOperatorCommandHere(
        "publisher",
        ["cancel", sub.id, "--now"],
        database.env,
      );
      expect(now.code, now.stderr).toBe(0);
      expect(now.stdout).toContain("has ended now. Nothing was refunded.");

      const opened = await database.open();
      const [order] = await opened.db.select().from(orders).where(eq(orders.id, bought.pass));
      expect(order?.refunded_amount).toBe(order?.amount);
      await opened.close();
    } finally {
      await database.remove();
    }
  });

  it("says what is wrong with a refund or cancel it cannot run", { timeout: 240_000 }, async () => {
    const database = await kind.create();
    try {
      const cases: Array<[string[], number, RegExp]> = [
        [["refund", "not-a-uuid"], 2, /An order id is a UUID/],
        [["refund", randomUUID(), "--amount", "4.5"], 2, /--amount must be a whole number/],
        [["refund", randomUUID(), "--amount", "0"], 2, /--amount must be a whole number/],
        [["refund", randomUUID(), "--amount"], 2, /Usage: npm run publisher/],
        [["refund", randomUUID(), "--bogus", "1"], 2, /Usage: npm run publisher/],
        [["refund", randomUUID()], 1, /There is no such order/],
        [["cancel", "nope"], 2, /A subscription id is a UUID/],
        [["cancel", randomUUID(), "--later"], 2, /Usage: npm run publisher/],
        [["cancel", randomUUID()], 1, /There is no such subscription/],
      ];
      for (const [args, code, message] of cases) {
        const run = await runOperatorCommandHere("publisher", args, database.env);
        expect(run.code, args.join(" ")).toBe(code);
        expect(run.stderr).toMatch(message);
      }
    } finally {
      await database.remove();
    }
  });
});
