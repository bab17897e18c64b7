import { describe, expect, it } from "vitest";
import { isTrialProduct } from "./is-trial-product";

const trial = { trial_quantity: 14, trial_interval: "day" } as const;
const noTrial = { trial_quantity: null, trial_interval: null };

describe("isTrialProduct", () => {
  it("sees a trial in a subscription whose cheapest option has a trial", () => {
    const options = [
      { price: 8000, ...noTrial },
      { price: 800, ...trial },
    ];
    expect(isTrialProduct({ type: "subscription", options })).toBe(true);
  });

  it("sees no trial when only a dearer option has one", () => {
    const options = [
      { price: 8000, ...trial },
      { price: 800, ...noTrial },
    ];
    expect(isTrialProduct({ type: "subscription", options })).toBe(false);
  });

  it("looks past a custom-amount option listed first, since it sorts last", () => {
    const options = [
      { price: null, ...noTrial },
      { price: 800, ...trial },
    ];
    expect(isTrialProduct({ type: "subscription", options })).toBe(true);
  });

  it.each(["pass", "donation", "pledgeMode", "group", "unknown"] as const)(
    "sees no trial in a %s product, since product.md §1 calls only a subscription a trial",
    (type) => {
      expect(isTrialProduct({ type, options: [{ price: 800, ...trial }] })).toBe(false);
    },
  );

  it("sees no trial in a product without options", () => {
    expect(isTrialProduct({ type: "subscription", options: [] })).toBe(false);
  });
});
