import { describe, expect, it } from "vitest";
import { connectTargets } from "./connect-targets";

const publicUrl = "https://pay.example.com";

describe("connectTargets", () => {
  it("posts to the checkout's own origin, with or without the origin given", () => {
    expect(connectTargets(publicUrl, {})).toEqual({
      pageOrigin: "https://pay.example.com",
      redirectUri: null,
    });
    expect(connectTargets(publicUrl, { origin: "https://pay.example.com" }).pageOrigin).toBe(
      "https://pay.example.com",
    );
  });

  it("keeps a redirect_uri on the checkout, query and all", () => {
    expect(
      connectTargets(publicUrl, { redirect_uri: "https://pay.example.com/abc?gift=1#top" }),
    ).toEqual({
      pageOrigin: "https://pay.example.com",
      redirectUri: "https://pay.example.com/abc?gift=1#top",
    });
  });

  it.each([
    "https://pay.example.com.evil.com",
    "http://pay.example.com",
    "https://pay.example.com:8443",
    "https://evil.com",
    "null",
    "",
    "*",
  ])("refuses the origin %j", (origin) => {
    expect(() => connectTargets(publicUrl, { origin })).toThrow(
      "origin must be this checkout's own address, https://pay.example.com.",
    );
  });

  it.each([
    "https://pay.example.com.evil.com/",
    "https://evil.com/?next=https://pay.example.com/",
    "//evil.com/",
    "/relative",
    "javascript:alert(document.cookie)",
    "data:text/html,hi",
    "https://user:pass@pay.example.com/",
    "http://pay.example.com/",
    "",
  ])("refuses the redirect_uri %j", (redirectUri) => {
    expect(() => connectTargets(publicUrl, { redirect_uri: redirectUri })).toThrow(
      "redirect_uri must be a page of this checkout, under https://pay.example.com.",
    );
  });
});
