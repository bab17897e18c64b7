import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { createDevOutboxTransport } from "./dev-outbox-transport";
import { listDevOutbox } from "./list-dev-outbox";

describe.each(testDatabases())("the dev outbox transport on $name", (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("stores e-mail and SMS and logs the recipient and subject, never the body", async () => {
    const logger = recordingLogger();
    const outbox = createDevOutboxTransport({ db: database.db, logger });

    await outbox.email.send({ to: "ada@example.com", subject: "Your code", text: "Code 493817" });
    await outbox.sms.send({ to: "+15551234567", body: "Code 582910" });

    const stored = await listDevOutbox({ db: database.db }, {});
    expect(stored).toEqual([
      expect.objectContaining({
        channel: "sms",
        to: "+15551234567",
        subject: null,
        body: "Code 582910",
      }),
      expect.objectContaining({
        channel: "email",
        to: "ada@example.com",
        subject: "Your code",
        body: "Code 493817",
      }),
    ]);
    expect(logger.entries.map((entry) => entry.fields)).toEqual([
      { channel: "email", to: "ada@example.com", subject: "Your code" },
      { channel: "sms", to: "+15551234567" },
    ]);
    expect(JSON.stringify(logger.entries)).not.toMatch(/493817|582910/);
  });
});
