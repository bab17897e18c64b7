import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { helmetHeaders } from "./security-headers";

const policy: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "https://js.stripe.com"],
      imgSrc: ["'self'", "data:", "https:"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
};

// What Node adds to every answer by itself, whoever set the rest.
const transportHeaders = new Set([
  "connection",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
]);

/** The headers helmet's own middleware puts on a real answer of a real server. */
async function headersOfHelmetItself(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = createServer((request, response) => {
    middleware(request, response, () => response.end("ok"));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    await response.text();
    return Object.fromEntries(
      [...response.headers].filter(([name]) => !transportHeaders.has(name)),
    );
  } finally {
    server.close();
  }
}

describe("security headers worked out once", () => {
  it("are exactly the headers helmet itself sets for the same policy", async () => {
    expect(helmetHeaders(policy)).toEqual(await headersOfHelmetItself(policy));
  });

  it("refuse a policy with a value worked out per request, which once would freeze", () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/scriptSrc/);
  });
});

describe("every answer of the app carries the same security headers", () => {
  const catalogQuery = JSON.stringify({
    query: "query Title($id: ID) { product(product_option_id: $id) { title } }",
    variables: { id: demoIds.monthly },
  });

  const demo = onDemoDatabase(embeddedTestDatabase, ({ database }) => buildTestApp(database.db));

  const securityHeadersOf = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) =>
          name.startsWith("content-security") ||
          name.startsWith("cross-origin") ||
          (name.startsWith("x-") && !name.startsWith("x-ratelimit")) ||
          ["origin-agent-cluster", "referrer-policy", "strict-transport-security"].includes(name),
      ),
    );

  it("on a catalog answer read and one served from the cache, an error and a missing route", async () => {
    const post = () =>
      demo.app.inject({
        method: "POST",
        url: "/api/query",
        headers: { "content-type": "application/json" },
        payload: catalogQuery,
      });
    const first = await post();
    const cached = await post();
    const refused = await demo.app.inject({
      method: "POST",
      url: "/api/query",
      headers: { "content-type": "application/json" },
      payload: "[]",
    });
    const missing = await demo.app.inject("/api/no-such-call");

    expect([first.statusCode, cached.statusCode, refused.statusCode, missing.statusCode]).toEqual([
      200, 200, 400, 404,
    ]);
    const expected = securityHeadersOf(first.headers);
    expect(expected["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(expected["x-content-type-options"]).toBe("nosniff");
    expect(expected["strict-transport-security"]).toMatch(/^max-age=\d+/);
    for (const response of [cached, refused, missing]) {
      expect(securityHeadersOf(response.headers)).toEqual(expected);
    }
    expect(cached.headers["cache-control"]).toBe("no-store");
  });
});
