import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { buildSignInTestApp } from "../../testing/build-test-app";
import { demoIds } from "../../testing/demo-catalog";
import { onDemoDatabase } from "../../testing/on-demo-database";
import { testClock } from "../../testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "../../testing/signed-in-buyer";
import { testDatabases } from "../../testing/test-databases";

// Round trips are counted at the driver, so only a real server's connection can count them.
const servers = testDatabases().filter((kind) => kind.name === "Postgres");

describe.skipIf(servers.length === 0).each(servers)("a purchase's round trips on $name", (kind) => {
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => buildSignInTestApp(database.db, clock));
  const query = pg.Client.prototype.query;
  afterEach(() => {
    pg.Client.prototype.query = query;
  });

  /** The statements sent to Postgres while `work` runs. */
  async function statementsOf(work: () => Promise<unknown>) {
    const sent: Array<{ name: string | null; text: string }> = [];
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first] = args as [string | { name?: string; text: string }];
      sent.push(
        typeof first === "string"
          ? { name: null, text: first }
          : { name: first.name ?? null, text: first.text },
      );
      return (query as (...all: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    await work();
    pg.Client.prototype.query = query;
    return sent;
  }

  it("pays with a saved card in five named prepared statements, none of them BEGIN or COMMIT", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    await saveTestCard(demo.app, headers);
    let status = "";
    const sent = await statementsOf(async () => {
      const answer = await demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.customAmount}`,
        headers: { ...headers, "idempotency-key": randomUUID() },
        payload: { custom_price: 500 },
      });
      status = answer.json().status;
    });

    expect(status).toBe("paid");
    // The live session; the purchase's context; the order, committed before the charge; the
    // test processor's charge; the paid order with its charge, access and receipt.
    expect(sent.map(({ name }) => name)).toEqual([
      "auth_find_live_session",
      "purchase_context_default_card",
      "purchase_insert_order",
      "test_processor_charge",
      "finish_charged_purchase",
    ]);
  });
});
