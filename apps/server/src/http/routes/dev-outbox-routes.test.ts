import { testDatabases } from "@creator-checkout/testing/test-databases";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { devOutbox } from "../../db/schema";
import { registerErrorHandler } from "../error-handler";
import { devOutboxRoutes } from "./dev-outbox-routes";

async function buildOutboxApp(database: Database, active: boolean) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(devOutboxRoutes, { prefix: "/api", db: database.db, active });
  await app.ready();
  return app;
}

describe.each(testDatabases())("GET /api/dev/outbox on $name", (kind) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildOutboxApp(database, true);
  });
  beforeEach(async () => {
    await database.db.delete(devOutbox);
    const minute = (n: number) => new Date(Date.UTC(2030, 0, 1, 12, n));
    await database.db.insert(devOutbox).values([
      {
        channel: "email",
        recipient: "ada@example.com",
        subject: "Code",
        body: "111111",
        created_at: minute(1),
      },
      { channel: "sms", recipient: "+15551234567", body: "222222", created_at: minute(2) },
      {
        channel: "email",
        recipient: "bob@example.com",
        subject: "Code",
        body: "333333",
        created_at: minute(3),
      },
      {
        channel: "email",
        recipient: "ada@example.com",
        subject: "Code",
        body: "444444",
        created_at: minute(4),
      },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const bodies = (response: { json(): { messages: Array<{ body: string }> } }) =>
    response.json().messages.map((message) => message.body);

  it("lists every stored message, newest first", async () => {
    const response = await app.inject("/api/dev/outbox");

    expect(response.statusCode).toBe(200);
    expect(bodies(response)).toEqual(["444444", "333333", "222222", "111111"]);
    expect(response.json().messages[0]).toEqual({
      id: expect.any(String),
      channel: "email",
      to: "ada@example.com",
      subject: "Code",
      body: "444444",
      created_at: "2030-01-01T12:04:00.000Z",
    });
  });

  it("filters by recipient, comparing e-mail addresses in any case", async () => {
    const response = await app.inject("/api/dev/outbox?to=Ada%40Example.COM");

    expect(bodies(response)).toEqual(["444444", "111111"]);
  });

  it.each([
    ["encoded", "/api/dev/outbox?to=%2B15551234567"],
    ["left unencoded", "/api/dev/outbox?to=+15551234567"],
  ])("finds an SMS by phone number with the + %s", async (_case, url) => {
    expect(bodies(await app.inject(url))).toEqual(["222222"]);
  });

  it("answers an empty list for a recipient with no messages", async () => {
    const response = await app.inject("/api/dev/outbox?to=nobody%40example.com");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: [] });
  });

  it("answers at most 50 messages", async () => {
    await database.db.insert(devOutbox).values(
      Array.from({ length: 60 }, (_, index) => ({
        channel: "sms",
        recipient: "+15550000000",
        body: String(index),
      })),
    );

    expect((await app.inject("/api/dev/outbox")).json().messages).toHaveLength(50);
  });

  it("does not exist when the dev outbox is not active", async () => {
    const inactive = await buildOutboxApp(database, false);

    const response = await inactive.inject("/api/dev/outbox");

    expect(response.statusCode).toBe(404);
    await inactive.close();
  });
});
