import type { Db } from "../db/connect";
import { createDevOutboxTransport } from "./dev-outbox-transport";
import { createSmtpEmailTransport } from "./smtp-email-transport";
import type { EmailTransport, MessageChannel, MessagingLogger, SmsTransport } from "./transport";
import { createTwilioSmsTransport } from "./twilio-sms-transport";

/** The environment variables messaging reads; `Config` from config.ts fits once it has them. */
export interface MessagingEnv {
  NODE_ENV?: string | undefined;
  SMTP_URL?: string | undefined;
  SMTP_FROM?: string | undefined;
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM?: string | undefined;
}

export interface Messaging {
  email: EmailTransport;
  /** null when SMS sign-in is unavailable: production without `TWILIO_*`. */
  sms: SmsTransport | null;
  /**
   * The channels that store into the dev outbox; when any does, `GET /api/dev/outbox` exists,
   * and the message queue moves their messages there itself (`storeDueInDevOutbox`).
   */
  devOutboxChannels: readonly MessageChannel[];
}

const twilioVariables = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const;

/**
 * Picks each channel's transport: the real provider when configured, otherwise the dev outbox.
 * In production the dev outbox never runs, since it would keep sign-in codes in the database:
 * e-mail is required there (start-up fails without `SMTP_URL`), SMS is optional (without
 * `TWILIO_*` it is unavailable and the log says so). A half-set `TWILIO_*` fails everywhere.
 */
export function createMessaging({
  db,
  env,
  logger,
}: {
  db: Db;
  env: MessagingEnv;
  logger: MessagingLogger;
}): Messaging {
  const production = env.NODE_ENV === "production";
  const devOutbox = createDevOutboxTransport({ db, logger });

  let email: EmailTransport;
  if (env.SMTP_URL) {
    if (!URL.canParse(env.SMTP_URL)) {
      throw new Error("SMTP_URL is not a URL: use smtp://user:password@host:587 or smtps://...");
    }
    const from = env.SMTP_FROM || "Creator Checkout <no-reply@localhost>";
    if (production && !env.SMTP_FROM) {
      logger.warn({ from }, "SMTP_FROM is not set: most mail servers refuse this sender address");
    }
    email = createSmtpEmailTransport({ url: env.SMTP_URL, from });
    logger.info({ host: new URL(env.SMTP_URL).host }, "e-mail goes out through SMTP");
  } else if (production) {
    throw new Error(
      "SMTP_URL is not set. In production, sign-in codes must be e-mailed through a real SMTP " +
        "server: set SMTP_URL (and SMTP_FROM). The dev outbox runs only outside production.",
    );
  } else {
    email = devOutbox.email;
    logger.info({}, "e-mail goes to the dev outbox (SMTP_URL is not set)");
  }

  const missing = twilioVariables.filter((name) => !env[name]);
  if (missing.length > 0 && missing.length < twilioVariables.length) {
    throw new Error(
      `SMS is half configured: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not ` +
        "set. Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none.",
    );
  }
  let sms: SmsTransport | null;
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    sms = createTwilioSmsTransport({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
    });
    logger.info({}, "SMS goes out through Twilio");
  } else if (production) {
    sms = null;
    logger.warn(
      {},
      "SMS sign-in is unavailable: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to enable it",
    );
  } else {
    sms = devOutbox.sms;
    logger.info({}, "SMS goes to the dev outbox (TWILIO_* is not set)");
  }

  const devOutboxChannels: MessageChannel[] = [];
  if (email === devOutbox.email) devOutboxChannels.push("email");
  if (sms === devOutbox.sms) devOutboxChannels.push("sms");
  return { email, sms, devOutboxChannels };
}
