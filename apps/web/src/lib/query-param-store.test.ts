import { describe, expect, it } from "vitest";
import { createQueryParamStore } from "./query-param-store";

const optionId = "45ff171b-976b-4a35-afd7-5dac8bf85a64";

/** A stand-in for window.location and window.history that replaceState really moves. */
function browserAt(search: string) {
  const location = { pathname: `/${optionId}`, search };
  const history = {
    state: { kept: true },
    replaced: [] as string[],
    replaceState(_state: unknown, _unused: string, url: string) {
      history.replaced.push(url);
      const next = new URL(url, "https://checkout.test");
      location.pathname = next.pathname;
      location.search = next.search;
    },
  };
  return { location, history };
}

describe("takeClaim", () => {
  it("hands the claim over once and removes it from the address, keeping the rest", () => {
    const { location, history } = browserAt(
      "?claim=abc123&gift=true&redirect_url=https%3A%2F%2Fnorthwind.example%2Fw&utm_source=news",
    );
    const store = createQueryParamStore(location, history);
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });

    expect(store.takeClaim()).toBe("abc123");
    expect(store.takeClaim()).toBeNull();

    expect(history.replaced).toEqual([
      `/${optionId}?gift=true&redirect_url=https%3A%2F%2Fnorthwind.example%2Fw&utm_source=news`,
    ]);
    expect(store.getState()).toMatchObject({
      claim: null,
      gift: true,
      redirectUrl: "https://northwind.example/w",
      utm: { utm_source: "news" },
    });
    expect(notified).toBe(1);
  });

  it("leaves an address without a claim alone", () => {
    const { location, history } = browserAt("?gift=true");
    const store = createQueryParamStore(location, history);

    expect(store.takeClaim()).toBeNull();
    expect(history.replaced).toEqual([]);
  });

  it("leaves a bare address when the claim was all it had", () => {
    const { location, history } = browserAt("?claim=abc123");
    const store = createQueryParamStore(location, history);

    store.takeClaim();

    expect(history.replaced).toEqual([`/${optionId}`]);
  });
});

describe("the promotion code in the address", () => {
  it("is kept when the option changes, in its place among the kept parameters", () => {
    const { location, history } = browserAt("?utm_source=news&coupon=SAVE20&claim=abc&gift=true");
    const store = createQueryParamStore(location, history);

    store.changeOption("other-option", null);

    expect(store.getState().coupon).toBe("SAVE20");
    expect(history.replaced).toEqual(["/other-option?gift=true&coupon=SAVE20&utm_source=news"]);
  });

  it("is added when the buyer applies a code, and removed with it", () => {
    const { location, history } = browserAt("?redirect_url=https%3A%2F%2Fnorthwind.example");
    const store = createQueryParamStore(location, history);

    store.changeCoupon("spring-20");
    store.changeCoupon(null);

    expect(history.replaced).toEqual([
      `/${optionId}?coupon=spring-20&redirect_url=https%3A%2F%2Fnorthwind.example`,
      `/${optionId}?redirect_url=https%3A%2F%2Fnorthwind.example`,
    ]);
    expect(store.getState().coupon).toBeNull();
  });

  it("is no code at all when the parameter is empty", () => {
    const { location, history } = browserAt("?coupon=");
    expect(createQueryParamStore(location, history).getState().coupon).toBeNull();
  });
});

describe("the language in the address", () => {
  it("is kept, last, when the option changes", () => {
    const { location, history } = browserAt("?locale=de&utm_source=news&gift=true");
    const store = createQueryParamStore(location, history);

    store.changeOption("other-option", null);

    expect(history.replaced).toEqual(["/other-option?gift=true&utm_source=news&locale=de"]);
  });

  it.each(["klingon", "DE", "de-de", "<script>", "", "de-CH-x"])(
    "is dropped when it has no tag's shape: %j",
    (value) => {
      const { location } = browserAt(`?locale=${encodeURIComponent(value)}`);
      expect(createQueryParamStore(location, browserAt("").history).getState().locale).toBeNull();
    },
  );
});
