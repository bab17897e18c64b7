import { connect } from "node:net";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Writes `request` as it is on a fresh connection and reads the whole answer. */
function sendRaw(port: number, request: string) {
  return new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body });
    });
    socket.write(request, "latin1");
    // Leave the connection open: the server answers what it cannot read and closes it.
  });
}

const host = "Host: 127.0.0.1\r\n";

// What an attacker sends to see the framework answer in its own words.
const malformed: Array<[string, string, number, string, string]> = [
  [
    "a 20,000-character header",
    `GET /api/health HTTP/1.1\r\n${host}X-Padding: ${"a".repeat(20_000)}\r\n\r\n`,
    431,
    "HEADERS_TOO_LARGE",
    "The request's headers are too large. Send fewer or shorter headers or cookies.",
  ],
  [
    "Content-Length with Transfer-Encoding",
    `POST /api/purchase/tax-quote/x HTTP/1.1\r\n${host}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    400,
    "BAD_REQUEST",
    "A request may give Content-Length or Transfer-Encoding, not both.",
  ],
  [
    "a control character in the path",
    `GET /api/\u0001health HTTP/1.1\r\n${host}\r\n`,
    400,
    "BAD_REQUEST",
    "The address holds a character an address may not hold, such as a control character.",
  ],
  [
    "a bare CR ending a line",
    `GET /api/health HTTP/1.1\r${host}\r\n`,
    400,
    "BAD_REQUEST",
    "The request is not valid HTTP: each line must end with CR LF, and headers may hold no control characters.",
  ],
  [
    "a control character in a header",
    `GET /api/health HTTP/1.1\r\n${host}X-Test: a\u0000b\r\n\r\n`,
    400,
    "BAD_REQUEST",
    "The request is not valid HTTP: each line must end with CR LF, and headers may hold no control characters.",
  ],
];

describe.each(testDatabases())(
  "requests the HTTP parser or the framework refuses, on $name",
  (kind) => {
    const demo = onDemoDatabase(kind, ({ database }) =>
      buildTestApp(database.db, { requestTimeoutMs: 1_000 }),
    );
    let port = 0;
    beforeAll(async () => {
      await demo.app.listen({ host: "127.0.0.1", port: 0 });
      const address = demo.app.server.address();
      if (typeof address !== "object" || !address) throw new Error("no address");
      port = address.port;
    });
    afterAll(() => demo.app.close());

    it.each(malformed)(
      "answers %s in the app's words",
      async (_case, request, status, error, message) => {
        const answer = await sendRaw(port, request);
        expect(answer.status).toBe(status);
        expect(answer.headers).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
        expect(answer.headers).toMatch(/\r\nCache-Control: no-store\r\n/);
        expect(JSON.parse(answer.body)).toEqual({ error, message });
      },
    );

    it("answers a request that never finishes in the app's words", async () => {
      const answer = await sendRaw(
        port,
        `POST /api/purchase/tax-quote/x HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({
        error: "REQUEST_TIMEOUT",
        message: "The request took too long to arrive. Please try again.",
      });
    });

    it.each([
      [
        "an empty JSON body",
        { "content-type": "application/json" },
        "",
        400,
        "BAD_REQUEST",
        "The request body is empty, but its Content-Type says JSON: send a JSON object, or no Content-Type.",
      ],
      [
        "a body that is not JSON",
        { "content-type": "application/json" },
        "{",
        400,
        "BAD_REQUEST",
        "The request body is not valid JSON.",
      ],
      [
        "a body in a type the API does not take",
        { "content-type": "text/xml" },
        "<a/>",
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "The request body must be JSON, sent with Content-Type: application/json.",
      ],
      [
        "a body larger than any request",
        { "content-type": "application/json" },
        JSON.stringify({ note: "a".repeat(70_000) }),
        413,
        "PAYLOAD_TOO_LARGE",
        "The request body is too large.",
      ],
    ])("answers %s in the app's words", async (_case, headers, payload, status, error, message) => {
      const response = await demo.app.inject({
        method: "POST",
        url: "/api/auth/user/code/init",
        headers,
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error, message });
    });
  },
);
