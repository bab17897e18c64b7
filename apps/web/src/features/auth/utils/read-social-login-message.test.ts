import { describe, expect, it } from "vitest";
import { readSocialLoginMessage } from "./read-social-login-message";

const apiOrigin = "https://pay.example";
const popup = { name: "the pop-up this page opened" };
const expected = { origin: apiOrigin, popup };
const success = JSON.stringify({ type: "social-login", status: "success" });
const denied = JSON.stringify({ type: "social-login", status: "error", error: "access_denied" });

describe("readSocialLoginMessage", () => {
  it.each([
    ["a success", success, { ok: true }],
    ["an error", denied, { ok: false, error: "access_denied" }],
    [
      "a success that carries an error field (product.md §4: an error field means failure)",
      JSON.stringify({ type: "social-login", status: "success", error: "email_unverified" }),
      { ok: false, error: "email_unverified" },
    ],
    [
      "an error without its reason",
      JSON.stringify({ type: "social-login", status: "error" }),
      { ok: false, error: "unknown_error" },
    ],
  ])("reads %s from the pop-up", (_case, data, result) => {
    expect(readSocialLoginMessage({ origin: apiOrigin, source: popup, data }, expected)).toEqual(
      result,
    );
  });

  it.each([
    ["another origin", { origin: "https://evil.example", source: popup, data: success }],
    [
      "a look-alike origin",
      { origin: "https://pay.example.evil.example", source: popup, data: success },
    ],
    ["the opaque origin of a sandboxed frame", { origin: "null", source: popup, data: success }],
    [
      "another window of the API origin",
      { origin: apiOrigin, source: { other: true }, data: success },
    ],
    ["no window at all", { origin: apiOrigin, source: null, data: success }],
    [
      "an object instead of JSON text",
      { origin: apiOrigin, source: popup, data: { type: "social-login", status: "success" } },
    ],
    ["text that is not JSON", { origin: apiOrigin, source: popup, data: "success" }],
    [
      "JSON of another kind of message",
      { origin: apiOrigin, source: popup, data: JSON.stringify({ type: "resize", height: 200 }) },
    ],
    [
      "an unknown status",
      {
        origin: apiOrigin,
        source: popup,
        data: JSON.stringify({ type: "social-login", status: "maybe" }),
      },
    ],
    [
      "extra fields, such as a smuggled token",
      {
        origin: apiOrigin,
        source: popup,
        data: JSON.stringify({ type: "social-login", status: "success", token: "x" }),
      },
    ],
    [
      "an absurdly long error",
      {
        origin: apiOrigin,
        source: popup,
        data: JSON.stringify({ type: "social-login", status: "error", error: "x".repeat(201) }),
      },
    ],
    ["JSON null", { origin: apiOrigin, source: popup, data: "null" }],
  ])("ignores a message from %s", (_case, message) => {
    expect(readSocialLoginMessage(message, expected)).toBeNull();
  });

  it("ignores everything once no pop-up is open", () => {
    expect(
      readSocialLoginMessage(
        { origin: apiOrigin, source: null, data: success },
        { origin: apiOrigin, popup: null },
      ),
    ).toBeNull();
  });
});
