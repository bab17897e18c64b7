import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The page's side of docs/decisions/042: what leaves is scrubbed, identical failures are sent
// once, and a page load sends only a handful. Without a DSN the collector gets them.

vi.mock("@/features/analytics", () => ({
  readClientEventLog: () => [
    { id: "1", type: "app_start", order: 1 },
    {
      id: "2",
      type: "product_option_change",
      order: 2,
      productOptionId: "7e2c8a7f-690b-4a5c-87ef-b08035703b85",
    },
  ],
}));
vi.mock("@/lib/call-api", () => ({
  callApi: async () => ({
    sentry_dsn: null,
    environment: "development",
    release: "v3.27.5",
    service: "pay",
  }),
}));

const sent: Array<Record<string, unknown>> = [];

beforeEach(() => {
  sent.length = 0;
  vi.resetModules();
  vi.stubGlobal("window", {
    location: { href: "https://pay.example.com/7e2c8a7f?claim=secret-claim&gift=true" },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 202 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function freshReporter() {
  return import("./report-error");
}

describe("reportError without a DSN", () => {
  it("posts a scrubbed report with the client event log as breadcrumbs", async () => {
    const { reportError } = await freshReporter();

    reportError(new Error("Your code is 123456, Bearer abc.def"), { place: "product-load" });

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      place: "product-load",
      name: "Error",
      message: "Your code is [code], Bearer [redacted]",
      url: "https://pay.example.com/7e2c8a7f?gift=true",
      breadcrumbs: [
        { category: "client-event", message: "app_start" },
        {
          category: "client-event",
          message: "product_option_change 7e2c8a7f-690b-4a5c-87ef-b08035703b85",
        },
      ],
    });
    expect(JSON.stringify(sent)).not.toContain("secret-claim");
  });

  it("sends an identical failure once", async () => {
    const { reportError } = await freshReporter();
    const failure = new TypeError("Cannot read properties of null (reading 'name')");

    for (let i = 0; i < 5; i += 1) reportError(failure, { place: "render" });
    reportError(failure, { place: "uncaught-error" });

    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((report) => report.place)).toEqual(["render", "uncaught-error"]);
  });

  it("sends at most ten reports per page load", async () => {
    const { reportError } = await freshReporter();

    for (let i = 0; i < 25; i += 1) reportError(new Error(`failure ${i}`), { place: "render" });

    await vi.waitFor(() => expect(sent).toHaveLength(10));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(10);
  });

  it("reports what was thrown even when it is no Error", async () => {
    const { reportError } = await freshReporter();

    reportError("token=abc went wrong", { place: "unhandled-rejection" });

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: "Error", message: "token=[redacted] went wrong" });
  });
});
