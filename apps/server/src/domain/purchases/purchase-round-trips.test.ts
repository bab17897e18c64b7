import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, testSecret } from "../../testing/build-test-app";
import { demoIds } from "../../testing/demo-catalog";
import { onDemoDatabase } from "../../testing/on-demo-database";
import { testClock } from "../../testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "../../testing/signed-in-buyer";
import { testDatabases } from "../../testing/test-databases";
import { createAltchaBotCheck } from "../bot-check/create-altcha-bot-check";
import { createCatalogCache } from "../catalog/catalog-cache";

// Round trips are counted at the driver, so only a real server's connection can count them.
const servers = testDatabases().filter((kind) => kind.name === "Postgres");

describe.skipIf(servers.length === 0).each(servers)("a purchase's round trips on $name", (kind) => {
  const clock = testClock();
  // The catalog cache as the server has it: told of imports, so it does not read the catalog's
  // version before every read.
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const { db } = database;
    const botCheck = createAltchaBotCheck({ db, clock, secret: testSecret }, { maxWork: 2_000 });
    const catalogCache = await createCatalogCache({ db, clock, listen: database.listen });
    return buildTestApp(db, { clock, botCheck, codeSendsPerIp: 10_000, catalogCache });
  });
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

  it("pays with a saved card in four named prepared statements, none of them BEGIN or COMMIT", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    await saveTestCard(demo.app, headers);
    const donate = () =>
      demo.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.customAmount}`,
        headers: { ...headers, "idempotency-key": randomUUID() },
        payload: { custom_price: 500 },
      });
    // The first purchase of the option fills the catalog cache; a donation may be given again.
    expect((await donate()).json().status).toBe("paid");
    let status = "";
    const sent = await statementsOf(async () => {
      status = (await donate()).json().status;
    });

    expect(status).toBe("paid");
    // The live session; the checks and the order, committed before the charge; the test
    // processor's charge; the paid order with its charge, access and receipt.
    expect(sent.map(({ name }) => name)).toEqual([
      "auth_find_live_session",
      "purchase_place_order_default_card",
      "test_processor_charge",
      "finish_charged_purchase",
    ]);
  });
});
