import { describe, expect, it } from "vitest";
import { isTrialOption } from "./is-trial-option";

describe("isTrialOption", () => {
  it("finds a trial in an option with a trial quantity", () => {
    expect(isTrialOption({ trial_quantity: 14, trial_interval: "day" })).toBe(true);
  });

  it("finds no trial in an option without one", () => {
    expect(isTrialOption({ trial_quantity: null, trial_interval: null })).toBe(false);
  });
});
