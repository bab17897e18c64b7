import { describe, expect, it } from "vitest";
import { continueUrl } from "./continue-url";

const publisher = {
  primary_urls: ["https://northwind.example", "https://shop.northwind.example/"],
};
const profileUrl = (claim: string | null) =>
  claim === null ? "https://northwind.example/" : `https://northwind.example/?claim=${claim}`;
const go = (redirectUrl: string | null, claim: string | null = null) =>
  continueUrl({ redirectUrl, publisher, profileUrl, claim });

describe("continueUrl", () => {
  it("goes to a redirect URL on one of the creator's sites", () => {
    expect(go("https://northwind.example/welcome?from=checkout")).toBe(
      "https://northwind.example/welcome?from=checkout",
    );
    expect(go("https://shop.northwind.example/thanks")).toBe(
      "https://shop.northwind.example/thanks",
    );
  });

  it.each([
    ["a look-alike host", "https://northwind.example.evil.test/x"],
    ["a user name that hides the host", "https://northwind.example@evil.test/x"],
    ["credentials on the right host", "https://user:pass@northwind.example/x"],
    ["plain http", "http://northwind.example/welcome"],
    ["another port", "https://northwind.example:8443/welcome"],
    ["a script", "javascript:alert(1)"],
    ["a relative path", "/welcome"],
    ["a protocol-relative URL", "//evil.test/x"],
    ["a subdomain not listed", "https://evil.northwind.example/x"],
  ])("refuses %s and goes to the profile instead", (_case, redirectUrl) => {
    expect(go(redirectUrl)).toBe("https://northwind.example/");
  });

  it("goes to the profile when there is no redirect URL", () => {
    expect(go(null)).toBe("https://northwind.example/");
  });

  it("carries the claim as pico_claim on a redirect and as claim to the profile", () => {
    expect(go("https://northwind.example/welcome", "abc")).toBe(
      "https://northwind.example/welcome?pico_claim=abc",
    );
    expect(go("https://northwind.example.evil.test/x", "abc")).toBe(
      "https://northwind.example/?claim=abc",
    );
  });

  it("never trusts a primary URL that is not https", () => {
    const insecure = { primary_urls: ["http://northwind.example"] };
    expect(
      continueUrl({
        redirectUrl: "https://northwind.example/x",
        publisher: insecure,
        profileUrl,
        claim: null,
      }),
    ).toBe("https://northwind.example/");
  });
});
