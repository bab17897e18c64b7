import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { createMessaging, type MessagingEnv } from "./create-messaging";
import { listDevOutbox } from "./list-dev-outbox";

const smtp = { SMTP_URL: "smtp://mailer:secret@mail.example.com:587" };
const twilio = {
  TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
  TWILIO_AUTH_TOKEN: "token",
  TWILIO_FROM: "+15005550006",
};

describe("createMessaging", () => {
  let database: Database;

  beforeAll(async () => {
    database = await embeddedTestDatabase.open();
  });
  afterAll(async () => {
    await database.close();
  });

  const create = (env: MessagingEnv, logger = recordingLogger()) =>
    createMessaging({ db: database.db, env, logger });

  it("stores both channels in the dev outbox when nothing is configured outside production", async () => {
    const messaging = create({ NODE_ENV: "development" });

    await messaging.email.send({ to: "ada@example.com", subject: "Code", text: "111111" });
    await messaging.sms?.send({ to: "+15551234567", body: "222222" });

    expect(messaging.devOutboxChannels).toEqual(["email", "sms"]);
    const stored = await listDevOutbox({ db: database.db }, {});
    expect(stored.map((message) => message.body).sort()).toEqual(["111111", "222222"]);
  });

  it("uses the real providers and no dev outbox when both are configured", () => {
    const messaging = create({ NODE_ENV: "development", ...smtp, ...twilio });

    expect(messaging.devOutboxChannels).toEqual([]);
    expect(messaging.sms).not.toBeNull();
  });

  it("keeps the dev outbox for SMS alone when only SMTP is configured outside production", () => {
    expect(create({ NODE_ENV: "test", ...smtp }).devOutboxChannels).toEqual(["sms"]);
  });

  it("refuses to start in production without SMTP_URL", () => {
    expect(() => create({ NODE_ENV: "production", ...twilio })).toThrow(/SMTP_URL is not set/);
  });

  it("makes SMS unavailable in production without TWILIO_*, and says so in the log", () => {
    const logger = recordingLogger();

    const messaging = create({ NODE_ENV: "production", ...smtp, SMTP_FROM: "a@b.test" }, logger);

    expect(messaging.sms).toBeNull();
    expect(messaging.devOutboxChannels).toEqual([]);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: "warn",
        message: expect.stringMatching(/^SMS sign-in is unavailable/),
      }),
    );
  });

  it("warns in production when SMTP_FROM is left at its placeholder", () => {
    const logger = recordingLogger();

    create({ NODE_ENV: "production", ...smtp, ...twilio }, logger);

    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: "warn",
        message: expect.stringMatching(/^SMTP_FROM is not set/),
      }),
    );
  });

  it("logs the SMTP host but never the SMTP password", () => {
    const logger = recordingLogger();

    create({ NODE_ENV: "development", ...smtp }, logger);

    expect(logger.entries).toContainEqual(
      expect.objectContaining({ fields: { host: "mail.example.com:587" } }),
    );
    expect(JSON.stringify(logger.entries)).not.toContain("secret");
  });

  it.each(["development", "production"])(
    "refuses to start in %s when only some TWILIO_* variables are set",
    (NODE_ENV) => {
      expect(() =>
        create({ NODE_ENV, ...smtp, TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID }),
      ).toThrow("SMS is half configured: TWILIO_AUTH_TOKEN, TWILIO_FROM are not set.");
    },
  );

  it("refuses an SMTP_URL that is not a URL", () => {
    expect(() => create({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL is not a URL/);
  });
});
