import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { configuredSocialProviders } from "./configured-social-providers";

const applePem = (curve: string) =>
  generateKeyPairSync("ec", { namedCurve: curve })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();

const apple = {
  APPLE_CLIENT_ID: "com.example.checkout",
  APPLE_TEAM_ID: "TEAM123456",
  APPLE_KEY_ID: "KEY1234567",
  APPLE_PRIVATE_KEY: applePem("prime256v1"),
};

describe("social-login settings", () => {
  it("turns on no provider by default", () => {
    expect(configuredSocialProviders(loadConfig({})).size).toBe(0);
  });

  it("turns on each provider whose settings are all given, named for its button", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://pay.example.com/",
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "secret",
      TWITTER_CLIENT_ID: "id",
      TWITTER_CLIENT_SECRET: "secret",
      ...apple,
      OIDC_ISSUER: "https://login.example.com",
      OIDC_CLIENT_ID: "checkout",
      OIDC_CLIENT_SECRET: "secret",
      OIDC_NAME: "Example SSO",
    });
    const providers = configuredSocialProviders(config);
    expect([...providers.keys()]).toEqual(["github", "twitter", "apple", "oidc"]);
    expect([...providers.values()].map((provider) => provider.name)).toEqual([
      "GitHub",
      "Twitter",
      "Apple",
      "Example SSO",
    ]);
  });

  it("names the OpenID Connect provider plainly when OIDC_NAME is not set", () => {
    const providers = configuredSocialProviders(
      loadConfig({
        OIDC_ISSUER: "https://login.example.com",
        OIDC_CLIENT_ID: "checkout",
        OIDC_CLIENT_SECRET: "secret",
      }),
    );
    expect(providers.get("oidc")?.name).toBe("Single sign-on");
  });

  it("sends the buyer to the provider's real endpoints, with the callback to register", async () => {
    const providers = configuredSocialProviders(
      loadConfig({
        PUBLIC_URL: "https://pay.example.com",
        GOOGLE_CLIENT_ID: "google-id",
        GOOGLE_CLIENT_SECRET: "secret",
      }),
    );
    const url = await providers
      .get("google")
      ?.authorizationUrl({ state: "s".repeat(43), codeVerifier: "v".repeat(43), nonce: "n" });
    expect(url?.origin + (url?.pathname ?? "")).toBe(
      "https://accounts.google.com/o/oauth2/v2/auth",
    );
    expect(url?.searchParams.get("redirect_uri")).toBe(
      "https://pay.example.com/api/connect/google/callback",
    );
    expect(url?.searchParams.get("client_id")).toBe("google-id");
    expect(url?.searchParams.has("client_secret")).toBe(false);
  });

  it.each([
    [{ GITHUB_CLIENT_ID: "id" }, /GITHUB_CLIENT_SECRET: required with GITHUB_CLIENT_ID/],
    [{ ...apple, APPLE_KEY_ID: undefined }, /APPLE_KEY_ID: required with/],
    [{ OIDC_ISSUER: "https://login.example.com" }, /OIDC_CLIENT_ID: required with OIDC_ISSUER/],
    [{ OIDC_NAME: "SSO" }, /OIDC_NAME: only used with OIDC_ISSUER/],
    [{ ...apple, APPLE_PRIVATE_KEY: "not a key" }, /APPLE_PRIVATE_KEY: must be the P-256/],
    [
      { ...apple, APPLE_PRIVATE_KEY: applePem("secp384r1") },
      /APPLE_PRIVATE_KEY: must be the P-256/,
    ],
    [{ OIDC_ISSUER: "http://login.example.com" }, /OIDC_ISSUER: must be an https:\/\/ URL/],
    [
      { SOCIAL_LOGIN_API_URL: "http://evil.example" },
      /SOCIAL_LOGIN_API_URL: must be an http:\/\/ URL on this machine/,
    ],
    [
      { SOCIAL_LOGIN_API_URL: "http://127.0.0.1:9", NODE_ENV: "production" },
      /SOCIAL_LOGIN_API_URL: a test stand-in, never used in production/,
    ],
  ])("refuses %j", (settings, problem) => {
    expect(() => loadConfig(settings as NodeJS.ProcessEnv)).toThrow(problem);
  });

  it("takes Apple's key with its line breaks written as \\n", () => {
    const oneLine = apple.APPLE_PRIVATE_KEY.replaceAll("\n", "\\n");
    expect(loadConfig({ ...apple, APPLE_PRIVATE_KEY: oneLine }).APPLE_PRIVATE_KEY).toBe(
      apple.APPLE_PRIVATE_KEY.trim(),
    );
  });

  it("admits plain http only for a provider on this machine", () => {
    expect(
      loadConfig({
        OIDC_ISSUER: "http://127.0.0.1:4403",
        OIDC_CLIENT_ID: "checkout",
        OIDC_CLIENT_SECRET: "secret",
      }).OIDC_ISSUER,
    ).toBe("http://127.0.0.1:4403");
  });
});
