import type { Db } from "../db/connect";
import { devOutbox } from "../db/schema";
import type { EmailTransport, MessagingLogger, SmsTransport } from "./transport";

/**
 * Stores every message in the `dev_outbox` table instead of delivering it, for machines with
 * no SMTP or SMS provider; people and e2e tests read it at `GET /api/dev/outbox`. The log names
 * the recipient only: the body holds a sign-in code.
 */
export function createDevOutboxTransport({ db, logger }: { db: Db; logger: MessagingLogger }): {
  email: EmailTransport;
  sms: SmsTransport;
} {
  return {
    email: {
      async send(message) {
        await db.insert(devOutbox).values({
          channel: "email",
          recipient: message.to,
          subject: message.subject,
          body: message.text,
        });
        logger.info(
          { channel: "email", to: message.to, subject: message.subject },
          "dev outbox: e-mail stored, read it at GET /api/dev/outbox",
        );
      },
    },
    sms: {
      async send(message) {
        await db
          .insert(devOutbox)
          .values({ channel: "sms", recipient: message.to, body: message.body });
        logger.info(
          { channel: "sms", to: message.to },
          "dev outbox: SMS stored, read it at GET /api/dev/outbox",
        );
      },
    },
  };
}
