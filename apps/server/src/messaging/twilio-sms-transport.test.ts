import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTwilioSmsTransport } from "./twilio-sms-transport";

const accountSid = "AC0123456789abcdef0123456789abcdef";
const authToken = "test-auth-token";

interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string;
  form: URLSearchParams;
}

/** The SDK's own HTTP client, sending to the local server instead of api.twilio.com. */
class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super();
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const uri = new URL(options.uri);
    return super.request<TData>({ ...options, uri: `${this.origin}${uri.pathname}${uri.search}` });
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

describe("the Twilio SMS transport", () => {
  let server: Server;
  let origin: string;
  let received: ReceivedRequest[];
  let answer: { status: number; body: object };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization ?? "",
        form: new URLSearchParams(await readBody(request)),
      });
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    received = [];
    answer = {
      status: 201,
      body: {
        sid: "SM0123456789abcdef0123456789abcdef",
        account_sid: accountSid,
        status: "queued",
      },
    };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const transport = () =>
    createTwilioSmsTransport({
      accountSid,
      authToken,
      from: "+15005550006",
      httpClient: new LocalRequestClient(origin),
    });

  it("posts To, From and Body to the account's Messages resource with basic auth", async () => {
    await transport().send({ to: "+15551234567", body: "Your code is 123456." });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
    );
    expect(request?.form.get("To")).toBe("+15551234567");
    expect(request?.form.get("From")).toBe("+15005550006");
    expect(request?.form.get("Body")).toBe("Your code is 123456.");
  });

  it("fails with Twilio's own message when Twilio refuses the message", async () => {
    answer = {
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +1555 is not a valid phone number.",
        status: 400,
      },
    };

    await expect(transport().send({ to: "+1555", body: "123456" })).rejects.toThrow(
      "The 'To' number +1555 is not a valid phone number.",
    );
  });
});
