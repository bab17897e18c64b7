import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSmtpEmailTransport } from "./smtp-email-transport";

interface ReceivedMail {
  from: string;
  to: string[];
  headers: string;
  body: string;
}

describe("the SMTP e-mail transport", () => {
  let server: SMTPServer;
  let url: string;
  let received: ReceivedMail[];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith("@refused.test")) {
          callback(new Error("550 no such mailbox"));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const split = raw.indexOf("\r\n\r\n");
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            headers: raw.slice(0, split),
            body: raw.slice(split + 4),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    received = [];
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(resolve));
  });

  it("delivers the recipient, subject and text to the SMTP server", async () => {
    const transport = createSmtpEmailTransport({
      url,
      from: "Northwind Notes <codes@northwind.test>",
    });

    await transport.send({
      to: "ada@example.com",
      subject: "Your sign-in code",
      text: "Your code is 123456.",
    });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("codes@northwind.test");
    expect(mail?.to).toEqual(["ada@example.com"]);
    expect(mail?.headers).toMatch(/^Subject: Your sign-in code$/m);
    expect(mail?.headers).toMatch(/^From: Northwind Notes <codes@northwind\.test>$/m);
    expect(mail?.headers).toMatch(/^To: ada@example\.com$/m);
    expect(mail?.body.trim()).toBe("Your code is 123456.");
  });

  it("fails when the server refuses the recipient, so the queue retries", async () => {
    const transport = createSmtpEmailTransport({ url, from: "codes@northwind.test" });

    await expect(
      transport.send({ to: "ada@refused.test", subject: "Code", text: "123456" }),
    ).rejects.toThrow(/no such mailbox/);
    expect(received).toHaveLength(0);
  });
});
