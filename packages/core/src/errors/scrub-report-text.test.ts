import { describe, expect, it } from "vitest";
import { scrubErrorReport } from "./error-report";
import {
  reportUrlWithoutQuery,
  scrubReportStack,
  scrubReportText,
  scrubReportUrl,
} from "./scrub-report-text";

const jwt =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwiYXVkIjoicHViIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";
const refreshToken = "Zk3n9QvX2pL8rT5wY1mB7cD4fG6hJ0kS-aE_uIoP9qR";

describe("scrubReportText", () => {
  it.each([
    ["a JWT", `token was ${jwt} here`, "token was [token] here", [jwt]],
    [
      "a Bearer header",
      "Authorization: Bearer abc.def-ghi",
      "Authorization: [redacted] [redacted]",
      ["abc.def-ghi"],
    ],
    ["a Bearer value alone", "sent Bearer s3cr3t-value", "sent Bearer [redacted]", ["s3cr3t"]],
    [
      "a test card with spaces",
      "card 4242 4242 4242 4242 declined",
      "card [card] declined",
      ["4242"],
    ],
    ["a card with dashes", "4000-0025-0000-3155", "[card]", ["3155"]],
    ["a card run together", "pan=4000000000000002!", "pan=[card]!", ["4000000000000002"]],
    ["a six-digit code", "Your code is 123456", "Your code is [code]", ["123456"]],
    ["a code in quotes", 'code "654321" expired', 'code "[code]" expired', ["654321"]],
    ["claim=...", "GET /x?claim=abcDEF123&keep=1", "GET /x?claim=[redacted]&keep=1", ["abcDEF"]],
    ["a claim in JSON", '{"claim":"q1w2e3"}', '{"claim":"[redacted]"}', ["q1w2e3"]],
    ["token=...", "token=abc&code=999", "token=[redacted]&code=[redacted]", ["abc", "999"]],
    [
      "a claim in the path",
      "GET /api/auth/user/claim/xyz-123 failed",
      "GET /api/auth/user/claim/[redacted] failed",
      ["xyz-123"],
    ],
    ["a refresh token", `refreshing ${refreshToken} failed`, "refreshing [secret] failed", []],
    ["an e-mail address", "no user ada@example.com", "no user [email]", ["ada@"]],
    ["a password", "password: hunter2", "password: [redacted]", ["hunter2"]],
  ])("removes %s", (_kind, hostile, expected, leaks) => {
    const scrubbed = scrubReportText(hostile);
    expect(scrubbed).toBe(expected);
    for (const leak of [...leaks, refreshToken]) expect(scrubbed).not.toContain(leak);
  });

  it.each([
    "Cannot read properties of undefined (reading 'map')",
    "The checkout page failed to render.",
    "Request failed with status 503",
    "order 42 of 2026-11-25",
    "product 7e2c8a7f-690b-4a5c-87ef-b08035703b85 not found",
  ])("leaves an ordinary message as it is: %s", (message) => {
    expect(scrubReportText(message)).toBe(message);
  });
});

describe("scrubReportStack", () => {
  it("keeps frame positions (six-digit columns of a minified file) and scrubs the message", () => {
    const stack = [
      "Error: Your code is 123456",
      "    at render (https://pay.example.com/assets/index-abc.js:1:123456)",
      "render@https://pay.example.com/assets/index-abc.js?token=abc:1:654321",
    ].join("\n");

    expect(scrubReportStack(stack)).toBe(
      [
        "Error: Your code is [code]",
        "    at render (https://pay.example.com/assets/index-abc.js:1:123456)",
        "render@https://pay.example.com/assets/index-abc.js?token=[redacted]:1:654321",
      ].join("\n"),
    );
  });
});

describe("scrubReportUrl", () => {
  it.each([
    [
      "https://pay.example.com/7e2c8a7f-690b-4a5c-87ef-b08035703b85?claim=abc&gift=true&token=t&code=1",
      "https://pay.example.com/7e2c8a7f-690b-4a5c-87ef-b08035703b85?gift=true",
    ],
    ["https://pay.example.com/x#access_token=abc", "https://pay.example.com/x"],
    ["https://user:pw@pay.example.com/x", "https://pay.example.com/x"],
    [
      "https://pay.example.com/api/auth/user/claim/secret-claim",
      "https://pay.example.com/api/auth/user/claim/[redacted]",
    ],
    ["not a url with Bearer abc", "not a url with Bearer [redacted]"],
  ])("%s becomes %s", (address, expected) => {
    expect(scrubReportUrl(address)).toBe(expected);
  });

  it("keeps only origin and path for the collector", () => {
    expect(reportUrlWithoutQuery("https://pay.example.com/a/b?gift=true&claim=x#frag")).toBe(
      "https://pay.example.com/a/b",
    );
    expect(reportUrlWithoutQuery("javascript:alert(1)")).toBeNull();
  });
});

describe("scrubErrorReport", () => {
  it("scrubs every field and cuts each to its limit", () => {
    const report = scrubErrorReport({
      place: "render",
      name: "TypeError",
      message: `Bearer ${jwt} ${"x".repeat(2_000)}`,
      stack: "Error: 4242424242424242\n    at f (https://h/a.js:1:2)",
      component_stack: "    at ProductCard (ada@example.com)",
      url: "https://h/p?code=123456",
      breadcrumbs: [{ at: "2026-11-25T00:00:00.000Z", category: "ui", message: "code 123456" }],
    });

    expect(report.message.startsWith("Bearer [redacted]")).toBe(true);
    expect(report.message).toHaveLength(1_000);
    expect(report.stack).toBe("Error: [card]\n    at f (https://h/a.js:1:2)");
    expect(report.component_stack).toBe("    at ProductCard ([email])");
    expect(report.url).toBe("https://h/p");
    expect(report.breadcrumbs?.[0]?.message).toBe("code [code]");
  });
});
