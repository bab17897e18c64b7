/** The two ways a message leaves the server; each has a real adapter and the dev outbox. */
export type MessageChannel = "email" | "sms";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  to: string;
  body: string;
}

export interface EmailTransport {
  send(message: EmailMessage): Promise<void>;
}

export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

/** The part of pino (and so of Fastify's `app.log`) messaging uses; tests pass a silent one. */
export interface MessagingLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
