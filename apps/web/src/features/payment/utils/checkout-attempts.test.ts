import { describe, expect, it } from "vitest";
import { createCheckoutAttempts } from "./checkout-attempts";

function counter() {
  let next = 0;
  return () => `key-${++next}`;
}

describe("checkout attempts", () => {
  const purchase = { productOptionId: "a", customPriceMinor: null, currency: "USD", sourceId: "s" };

  it("reuses the key while the same purchase is still open", () => {
    const attempts = createCheckoutAttempts(counter());
    expect(attempts.keyFor(purchase)).toBe("key-1");
    expect(attempts.keyFor({ ...purchase })).toBe("key-1");
  });

  it("makes a new key once the attempt is closed", () => {
    const attempts = createCheckoutAttempts(counter());
    attempts.keyFor(purchase);
    attempts.close();
    expect(attempts.keyFor(purchase)).toBe("key-2");
  });

  it("makes a new key for a different card or amount", () => {
    const attempts = createCheckoutAttempts(counter());
    attempts.keyFor(purchase);
    expect(attempts.keyFor({ ...purchase, sourceId: "other" })).toBe("key-2");
    expect(attempts.keyFor({ ...purchase, sourceId: "other", customPriceMinor: 500 })).toBe(
      "key-3",
    );
  });
});
