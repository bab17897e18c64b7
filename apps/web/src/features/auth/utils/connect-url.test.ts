import { describe, expect, it } from "vitest";
import { apiOrigin, type ConnectRequest, connectUrl } from "./connect-url";

const request: ConnectRequest = {
  apiUrl: "https://pay.example/api",
  providerType: "github",
  publisherId: "7cb957b9-6936-45e2-8f81-252f61704b69",
  origin: "https://pay.example",
  referer: "https://pay.example/1f3a",
  utm: {},
  redirectUri: null,
};

function query(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

describe("connectUrl", () => {
  it("opens /connect/{type}/user under the API base with the publisher as client_id", () => {
    const url = connectUrl(request);
    expect(url.split("?")[0]).toBe("https://pay.example/api/connect/github/user");
    expect(query(url)).toEqual({
      client_id: request.publisherId,
      origin: "https://pay.example",
      utm: "{}",
      referer: "https://pay.example/1f3a",
    });
  });

  it("carries the page's utm parameters and, in redirect mode, its redirect_uri", () => {
    const url = connectUrl({
      ...request,
      utm: { utm_source: "news", utm_campaign: "spring & summer" },
      redirectUri: "https://pay.example/1f3a?gift=true",
    });
    expect(JSON.parse(query(url).utm ?? "")).toEqual({
      utm_source: "news",
      utm_campaign: "spring & summer",
    });
    expect(query(url).redirect_uri).toBe("https://pay.example/1f3a?gift=true");
  });

  it("keeps an API on another host and a base with a trailing slash", () => {
    expect(connectUrl({ ...request, apiUrl: "https://api.example/v1/" }).split("?")[0]).toBe(
      "https://api.example/v1/connect/github/user",
    );
  });

  it("cannot be steered to another path by the provider type", () => {
    const url = connectUrl({ ...request, providerType: "../../evil?x=" });
    expect(new URL(url).pathname).toBe("/api/connect/..%2F..%2Fevil%3Fx%3D/user");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not a URL", "/api"],
    ["not http", "javascript:alert(1)"],
  ])("throws Invalid api_url when the API base is %s", (_case, apiUrl) => {
    expect(() => connectUrl({ ...request, apiUrl })).toThrow("Invalid api_url");
    expect(() => apiOrigin(apiUrl)).toThrow("Invalid api_url");
  });
});

describe("apiOrigin", () => {
  it("is the origin the pop-up's message must come from", () => {
    expect(apiOrigin("https://api.example:8443/v1")).toBe("https://api.example:8443");
  });
});
