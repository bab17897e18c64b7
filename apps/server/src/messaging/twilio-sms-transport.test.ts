import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTwilioSmsTransport } from "./twilio-sms-transport";

const accountSid = "AC0123456789abcdef0123456789abcdef";
const authToken = "test-auth-token";

interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** A local server in Twilio's place: it records each request and answers what a test sets. */
describe("the Twilio SMS transport", () => {
  let server: Server;
  let origin: string;
  let received: ReceivedRequest[];
  let answer: { status: number; contentType: string; body: string };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization ?? "",
        contentType: request.headers["content-type"] ?? "",
        form: new URLSearchParams(await readBody(request)),
      });
      response.writeHead(answer.status, { "content-type": answer.contentType });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    received = [];
    answer = twilioJson(201, {
      sid: "SM0123456789abcdef0123456789abcdef",
      account_sid: accountSid,
      status: "queued",
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const transport = (from = "+15005550006") =>
    createTwilioSmsTransport({ accountSid, authToken, from, apiUrl: origin });

  it("posts To, From and Body to the account's Messages resource with basic auth", async () => {
    await transport().send({ to: "+15551234567", body: "Your code is 123456." });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
    );
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded\b/);
    expect([...(request?.form.keys() ?? [])].sort()).toEqual(["Body", "From", "To"]);
    expect(request?.form.get("To")).toBe("+15551234567");
    expect(request?.form.get("From")).toBe("+15005550006");
    expect(request?.form.get("Body")).toBe("Your code is 123456.");
  });

  it("sends through a Messaging Service when TWILIO_FROM is one (MG…), without From", async () => {
    const service = "MG0123456789abcdef0123456789abcdef";

    await transport(service).send({ to: "+15551234567", body: "Your code is 123456." });

    expect(received[0]?.form.get("MessagingServiceSid")).toBe(service);
    expect(received[0]?.form.has("From")).toBe(false);
  });

  it("keeps a body's ampersands, plus signs, line breaks and other scripts intact", async () => {
    const body = "Código 123456 & +1 = ok\nコード: 123456";

    await transport().send({ to: "+15551234567", body });

    expect(received[0]?.form.get("Body")).toBe(body);
  });

  it("fails with Twilio's own message when Twilio refuses the message", async () => {
    answer = twilioJson(400, {
      code: 21211,
      message: "The 'To' number +1555 is not a valid phone number.",
      status: 400,
    });

    await expect(transport().send({ to: "+1555", body: "123456" })).rejects.toThrow(
      "Twilio refused the message (400, error 21211): The 'To' number +1555 is not a valid phone number.",
    );
  });

  it("fails naming the status when something other than Twilio answers", async () => {
    answer = { status: 502, contentType: "text/html", body: "<html>Bad Gateway</html>" };

    await expect(transport().send({ to: "+15551234567", body: "123456" })).rejects.toThrow(
      "Twilio answered 502 Bad Gateway to the message",
    );
  });
});

function twilioJson(status: number, body: object) {
  return { status, contentType: "application/json", body: JSON.stringify(body) };
}
