import { describe, expect, it } from "vitest";
import type { CheckoutPageRequest, RenderedCheckoutPage } from "./checkout-renderer";
import {
  checkoutRenderingKey,
  memoizedRenderer,
  RENDERING_LIFETIME_MS,
  rememberCheckoutRenderings,
} from "./memoized-renderer";

const english = { locale: "en" } as unknown as CheckoutPageRequest["catalog"];
const german = { locale: "de" } as unknown as CheckoutPageRequest["catalog"];
const start = new Date("2030-01-01T00:00:00Z");

function request(changes: Partial<CheckoutPageRequest> = {}): CheckoutPageRequest {
  return {
    url: "/8c1f0f5e-34f5-4b7e-9d7e-0d1c6d3c1a11",
    product: null,
    featureFlags: [],
    botCheck: { kind: "none", site_key: null, script_url: null },
    session: "signed-out",
    now: start,
    catalog: english,
    ...changes,
  } as CheckoutPageRequest;
}

/** A renderer that counts its calls and writes its inputs into the page. */
function countingRenderer() {
  const calls: CheckoutPageRequest[] = [];
  const render = (input: CheckoutPageRequest): RenderedCheckoutPage => {
    calls.push(input);
    return {
      title: null,
      html: `<p>${input.url} ${(input.catalog as unknown as { locale: string }).locale}</p>`,
      data: { renderedAt: input.now.toISOString() },
      dataElementId: "page-data",
    };
  };
  return { calls, render: rememberCheckoutRenderings(render) ?? render };
}

const later = (milliseconds: number) => new Date(start.getTime() + milliseconds);

describe("a checkout rendered once for the anonymous requests that share its inputs", () => {
  it.each([
    ["the same inputs a second later", request({ now: later(1_000) }), 1],
    ["the same language's words, loaded afresh", request({ catalog: { ...english } }), 1],
    ["another address", request({ url: "/8c1f0f5e-34f5-4b7e-9d7e-0d1c6d3c1a11?locale=de" }), 2],
    ["another language", request({ catalog: german }), 2],
    ["another product", request({ product: { id: "x" } as never }), 2],
    ["other feature flags", request({ featureFlags: ["beta"] }), 2],
    ["another bot check", request({ botCheck: { kind: "altcha" } as never }), 2],
    ["the next period", request({ now: later(RENDERING_LIFETIME_MS) }), 2],
    ["a sign of a session", request({ session: "checking" }), 2],
  ])("after a first request, %s renders %i time(s) in all", (_, second, renders) => {
    const { calls, render } = countingRenderer();
    const first = render(request());
    const answer = render(second);
    expect(calls).toHaveLength(renders);
    if (renders === 1) expect(answer).toBe(first);
    else
      expect(answer.html).toBe(
        `<p>${second.url} ${(second.catalog as never as { locale: string }).locale}</p>`,
      );
  });

  it("renders a request with a sign of a session every time", () => {
    const { calls, render } = countingRenderer();
    render(request({ session: "checking" }));
    render(request({ session: "checking" }));
    expect(calls).toHaveLength(2);
    expect(checkoutRenderingKey(request({ session: "checking" }))).toBeNull();
  });

  it("keys a field it was never told of, so no page is served for inputs it was not made from", () => {
    const withCurrency = { ...request(), currency: "EUR" } as CheckoutPageRequest;
    expect(checkoutRenderingKey(withCurrency)).not.toBe(checkoutRenderingKey(request()));
  });

  it("holds a bounded amount of pages, forgetting the least recent", () => {
    let renders = 0;
    const render = memoizedRenderer(
      (n: number) => ({ html: "x".repeat(100_000), n, i: renders++ }),
      {
        keyOf: (n) => String(n),
        sizeOf: (page) => page.html.length,
      },
    );
    for (let n = 0; n < 100; n += 1) render(n);
    expect(renders).toBe(100);
    render(99);
    expect(renders).toBe(100);
    render(0);
    expect(renders).toBe(101);
  });
});
