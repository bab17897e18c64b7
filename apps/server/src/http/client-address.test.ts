import { randomUUID } from "node:crypto";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { botProof, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";
import { importCatalog } from "../domain/catalog/import-catalog";

// A forged X-Forwarded-For must not buy a fresh per-address allowance: the header is believed
// only from proxies the operator names (TRUST_PROXY, docs/decisions/024).
describe.each(testDatabases())("client addresses on $name", (kind) => {
  let database: Database;
  const clock = testClock();
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  async function appWith(options: { trustProxy?: false | number | string[] }) {
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    const app = await buildTestApp(database.db, {
      clock,
      botCheck,
      codeSendsPerIp: 3,
      apiRateLimitPerMinute: 40,
      ...options,
    });
    apps.push(app);
    return app;
  }

  const forgedAddress = (i: number) => `198.51.100.${i + 1}`;
  const sendCode = async (app: FastifyInstance, i: number, remoteAddress: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/user/code/init",
      payload: { email: `buyer-${randomUUID().slice(0, 8)}@example.com` },
      remoteAddress,
      headers: {
        publisherid: demoIds.publisher,
        "x-bot-proof": await botProof(app),
        "x-forwarded-for": forgedAddress(i),
      },
    });

  it("counts code sends by the socket's address when no proxy is trusted", async () => {
    const app = await appWith({});
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await sendCode(app, i, "203.0.113.10")).statusCode);

    expect(statuses).toEqual([202, 202, 202, 429, 429]);
  });

  it("keeps the flood guard on the socket's address when no proxy is trusted", async () => {
    const app = await appWith({});
    const statuses = [];
    for (let i = 0; i < 42; i += 1) {
      const response = await app.inject({
        url: "/api/bot-check",
        remoteAddress: "203.0.113.11",
        headers: { "x-forwarded-for": forgedAddress(i) },
      });
      statuses.push(response.statusCode);
    }

    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it("believes the header from a proxy the operator names, and only from it", async () => {
    const app = await appWith({ trustProxy: ["203.0.113.12"] });
    const viaProxy = [];
    for (let i = 0; i < 5; i += 1)
      viaProxy.push((await sendCode(app, i, "203.0.113.12")).statusCode);
    const direct = [];
    for (let i = 0; i < 5; i += 1) direct.push((await sendCode(app, i, "203.0.113.13")).statusCode);

    expect(viaProxy).toEqual([202, 202, 202, 202, 202]);
    expect(direct).toEqual([202, 202, 202, 429, 429]);
  });

  it("believes one hop when told there is one proxy in front", async () => {
    const app = await appWith({ trustProxy: 1 });
    const sends = [];
    for (let i = 0; i < 4; i += 1) sends.push((await sendCode(app, i, "203.0.113.14")).statusCode);

    expect(sends).toEqual([202, 202, 202, 202]);
  });
});
