import { connect } from "node:net";
import { Writable } from "node:stream";
import { buildSignInTestApp, buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { importCatalog } from "../domain/catalog/import-catalog";

describe("the HTTP layer under odd and slow requests", () => {
  const demo = onDemoDatabase(embeddedTestDatabase, ({ database }) => buildTestApp(database.db));

  it.each([
    { url: "/api/%ZZ", status: 400 },
    { url: "/%ZZ", status: 400 },
    { url: "/api/purchase/product/%E0%A4%A", status: 400 },
    { url: `/api/client/query/${"a".repeat(150)}`, status: 414 },
    { url: `/${"a".repeat(150)}`, status: 414 },
  ])(
    "answers a routing error at $url in our shape, not the framework's",
    async ({ url, status }) => {
      const response = await demo.app.inject(url);

      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
      expect(response.body).not.toMatch(/FST_/);
    },
  );

  it("tells browsers and proxies to keep no API answer", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const answers = await Promise.all([
      demo.app.inject({ url: "/api/me", headers }),
      demo.app.inject({ url: "/api/me/payment", headers }),
      demo.app.inject({
        url: `/api/purchase/history?product_option_id=${demoIds.supporter}`,
        headers,
      }),
      demo.app.inject({ url: "/api/me/newsletters", headers }),
      demo.app.inject({ url: "/api/nothing-here" }),
      demo.app.inject({ url: `/api/client/query/${demoIds.publisher}` }),
    ]);

    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("the request log", () => {
  const capturedLog = () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { lines, logStream };
  };

  it("writes no info line for a health probe, while an ordinary request still logs", async () => {
    const { lines, logStream } = capturedLog();
    const database = await embeddedTestDatabase.open();
    await importCatalog(database, demoCatalog());
    const app = await buildTestApp(database.db, { logStream });
    app.log.level = "info";

    const probe = await app.inject("/healthz");
    const probeLines = lines.splice(0);
    await app.inject(`/api/client/query/${demoIds.publisher}`);
    await app.close();
    await database.close();

    expect(probe.statusCode).toBe(200);
    expect(probeLines).toEqual([]);
    const infoLines = lines
      .flatMap((chunk) => chunk.split("\n").filter(Boolean))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 30);
    expect(infoLines.map((entry) => entry.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("never holds a claim, in the path or the query", async () => {
    const { lines, logStream } = capturedLog();
    const database = await embeddedTestDatabase.open();
    await importCatalog(database, demoCatalog());
    const app = await buildTestApp(database.db, { logStream });
    // buildTestApp is silent; this one logs every request.
    app.log.level = "info";
    const claim = "claim-secret-0123456789abcdef";

    await app.inject({
      url: `/api/auth/user/claim/${claim}`,
      headers: { publisherid: demoIds.publisher },
    });
    await app.inject({ url: `/${demoIds.supporter}?claim=${claim}` });
    await app.close();
    await database.close();

    const log = lines.join("");
    expect(log).toContain("/api/auth/user/claim/[redacted]");
    expect(log).not.toContain(claim);
  });
});

describe("a client that sends its body slowly", () => {
  it("is cut off once the request timeout passes", async () => {
    const database = await embeddedTestDatabase.open();
    const app = await buildTestApp(database.db, { requestTimeoutMs: 1_000 });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (typeof address !== "object" || !address) throw new Error("no address");

    const socket = connect(address.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(
      "POST /api/auth/user/code/confirm HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    // One byte every 200 ms: it would take over three minutes to finish.
    const drip = setInterval(() => socket.write(" "), 200);
    await closed;
    clearInterval(drip);
    await app.close();
    await database.close();

    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe("a signed-in buyer's requests", () => {
  it("carry no-store even when they fail", async () => {
    const database = await embeddedTestDatabase.open();
    await importCatalog(database, demoCatalog());
    const app = await buildSignInTestApp(
      database.db,
      (await import("../security/clock")).systemClock,
    );
    const { headers } = await signedInBuyer(app, database.db);

    const refused = await app.inject({
      method: "PUT",
      url: "/api/me/payment",
      headers,
      payload: { source_id: "nope" },
    });
    await app.close();
    await database.close();

    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});
