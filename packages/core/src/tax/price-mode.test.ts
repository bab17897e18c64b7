import { describe, expect, it } from "vitest";
import { taxInclusionFor } from "./price-mode";

describe("whether a price holds its tax", () => {
  it.each([
    ["inclusive", "US", "inclusive"],
    ["inclusive", "NL", "inclusive"],
    ["exclusive", "NL", "exclusive"],
    ["exclusive", "AU", "exclusive"],
    ["location", "US", "exclusive"],
    ["location", "CA", "exclusive"],
    ["location", "IN", "exclusive"],
    ["location", "NL", "inclusive"],
    ["location", "AU", "inclusive"],
    ["location", "GB", "inclusive"],
    ["location", "ZZ", "inclusive"],
  ] as const)("%s prices for a buyer in %s are %s", (mode, country, inclusion) => {
    expect(taxInclusionFor(mode, country)).toBe(inclusion);
  });
});
