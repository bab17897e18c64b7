import { randomUUID } from "node:crypto";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import {
  runOperatorCommand,
  runOperatorCommandHere,
} from "@creator-checkout/testing/operator-command";
import { startServerProcess } from "@creator-checkout/testing/server-process";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import {
  charges,
  customers,
  newsletterSubscriptions,
  orders,
  subscriptions,
  users,
} from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";

const username = demoCatalog().publisher.username;
const newsletter = demoCatalog().newsletters[0];

/**
 * A buyer with a paid order the creator refunded in full, a failed order, a subscription, and a
 * newsletter.
 */
async function seedBuyer(db: Db, email: string) {
  const [user] = await db.insert(users).values({ email }).returning({ id: users.id });
  if (!user || !newsletter) throw new Error("no user or newsletter");
  await db.insert(customers).values({ publisher_id: demoIds.publisher, user_id: user.id });
  await db.insert(newsletterSubscriptions).values({
    user_id: user.id,
    newsletter_id: newsletter.id,
    publisher_id: demoIds.publisher,
  });
  const seeded = { paid: "", failed: "", subscription: "" };
  for (const [status, createdAt] of [
    ["paid", "2030-01-01T10:00:00Z"],
    ["failed", "2030-01-02T10:00:00Z"],
  ] as const) {
    const [row] = await db
      .insert(orders)
      .values({
        publisher_id: demoIds.publisher,
        user_id: user.id,
        product_option_id: demoIds.monthly,
        kind: "purchase",
        idempotency_key: randomUUID(),
        request_fingerprint: "seeded",
        amount: 1250,
        currency: "USD",
        status,
        refunded_amount: status === "paid" ? 1250 : 0,
        created_at: new Date(createdAt),
      })
      .returning({ id: orders.id });
    if (!row) throw new Error("no order");
    seeded[status] = row.id;
  }
  await db.insert(charges).values({
    order_id: seeded.paid,
    gateway: "test",
    charge_ref: `ch_${randomUUID()}`,
    amount: 1250,
    currency: "USD",
    status: "succeeded",
  });
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      publisher_id: demoIds.publisher,
      user_id: user.id,
      product_id: demoIds.membership,
      product_option_id: demoIds.monthly,
      order_id: seeded.paid,
      status: "ACTIVE",
      recurring: true,
      current_period_start: new Date("2030-01-01T10:00:00Z"),
      current_period_end: new Date("2030-02-01T10:00:00Z"),
      cancel_at_period_end: true,
    })
    .returning({ id: subscriptions.id });
  seeded.subscription = subscription?.id ?? "";
  return seeded;
}

describe.each(processTestDatabases())("npm run publisher -- <list> list on $name", (kind) => {
  it("lists who paid, filtered, and says what is wrong with a list it cannot show", {
    timeout: 240_000,
  }, async () => {
    const database = await kind.create();
    try {
      const email = `cli-${randomUUID()}@example.com`;
      const setUp = await database.open();
      await importCatalog(setUp, demoCatalog());
      const seeded = await seedBuyer(setUp.db, email);
      await seedBuyer(setUp.db, `someone-else-${randomUUID()}@example.com`);
      await setUp.close();
      const run = (args: string[]) => runOperatorCommandHere("publisher", args, database.env);

      const listed = await run(["orders", "list", username, "--email", email.toUpperCase()]);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toMatch(
        new RegExp(`${seeded.failed}\\s+failed\\s+\\$12\\.50\\s+${email}`),
      );
      expect(listed.stdout).toMatch(
        new RegExp(`${seeded.paid}\\s+refunded\\s+\\$12\\.50\\s+\\$12\\.50\\s+${email}`),
      );
      expect(listed.stdout).not.toContain("someone-else");
      expect(listed.stdout.indexOf(seeded.failed)).toBeLessThan(listed.stdout.indexOf(seeded.paid));

      const one = await run(["orders", "list", username, "--status", "paid", "--limit", "1"]);
      expect(one.stdout).toMatch(/More orders follow/);
      expect(one.stdout).not.toContain("failed");

      // A status in any case.
      const subscribed = await run([
        "subscriptions",
        "list",
        username,
        "--email",
        email,
        "--status",
        "active",
      ]);
      expect(subscribed.code, subscribed.stderr).toBe(0);
      expect(subscribed.stdout).toMatch(
        new RegExp(
          `${seeded.subscription}\\s+ACTIVE\\s+${email}.*2030-02-01 10:00\\s+at period end`,
        ),
      );
      const customersListed = await run(["customers", "list", username, "--email", email]);
      expect(customersListed.stdout).toContain(email);
      expect(customersListed.stdout).toContain(newsletter?.name);
      const none = await run(["orders", "list", username, "--email", "nobody@example.com"]);
      expect(none.stdout).toBe("No orders.\n");

      const refused: Array<[string[], number, RegExp]> = [
        [["orders", "list", "nobody-here"], 1, /There is no publisher with the username/],
        [["orders", "list", username, "--limit", "0"], 2, /limit must be a whole number/],
        [["orders", "list", username, "--status", "lost"], 2, /status must be one of/],
        [["subscriptions", "list", username, "--phone", "12"], 1, /phone must be a US/],
        [["customers", "list", username, "--status", "paid"], 2, /Usage: npm run publisher/],
        [["orders", "list", username, "--colour", "red"], 2, /Usage: npm run publisher/],
        [["orders", "list", username, "--email"], 2, /Usage: npm run publisher/],
      ];
      for (const [args, code, message] of refused) {
        const result = await run(args);
        expect(result.code, args.join(" ")).toBe(code);
        expect(result.stderr).toMatch(message);
      }
    } finally {
      await database.remove();
    }
  });
});

describe("npm run publisher -- <list> list beside a server on the embedded database", () => {
  it("asks the server that holds the data folder for the list", { timeout: 240_000 }, async () => {
    const [pglite] = processTestDatabases();
    if (!pglite) throw new Error("PGlite is always a test database");
    const database = await pglite.create();
    const email = `handoff-${randomUUID()}@example.com`;
    const setUp = await database.open();
    await importCatalog(setUp, demoCatalog());
    const seeded = await seedBuyer(setUp.db, email);
    await setUp.close();
    const server = await startServerProcess(database.env);
    try {
      const run = (args: string[]) => runOperatorCommand("publisher", args, database.env);
      const listed = await run(["orders", "list", username, "--email", email, "--limit", "1"]);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain(seeded.failed);
      expect(listed.stdout).not.toContain(seeded.paid);
      expect(listed.stdout).toMatch(/More orders follow/);
      const customersListed = await run(["customers", "list", username, "--email", email]);
      expect(customersListed.stdout).toContain(email);
      const missing = await run(["subscriptions", "list", "nobody-here"]);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/There is no publisher with the username "nobody-here"\./);
      const badPhone = await run(["orders", "list", username, "--phone", "12"]);
      expect(badPhone.code).toBe(1);
      expect(badPhone.stderr).toMatch(/phone must be a US or Canadian number/);
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
