import type { Transporter } from "nodemailer";
import type { EmailTransport } from "./transport";

/**
 * Sends e-mail through the SMTP server named by `url` (`smtp://user:pass@host:587`,
 * `smtps://...:465`; nodemailer's URL options such as `?pool=true` apply).
 */
export function createSmtpEmailTransport(options: { url: string; from: string }): EmailTransport {
  // nodemailer is loaded with the first message, as the SMS transport loads its SDK.
  let transporter: Promise<Transporter> | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import("nodemailer");
    return nodemailer.createTransport({
      url: options.url,
      // Well inside the worker's lease, so a hung server fails the attempt instead of letting
      // another process claim the same message while this one may still deliver it.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  };
  return {
    async send(message) {
      transporter ??= connect();
      await (await transporter).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
