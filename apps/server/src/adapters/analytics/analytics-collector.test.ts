import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { configuredAnalyticsCollector } from "./analytics-collector";

describe("the analytics forwarding settings", () => {
  it.each([
    [{}, null],
    [{ ANALYTICS_FORWARD_URL: "https://collector.example/events" }, "http"],
    [{ POSTHOG_HOST: "https://us.i.posthog.com", POSTHOG_API_KEY: "phc_key" }, "posthog"],
  ])("with %o forward to %s", (env, collector) => {
    expect(configuredAnalyticsCollector(loadConfig(env))?.name ?? null).toBe(collector);
  });

  it.each([
    [
      { POSTHOG_HOST: "https://us.i.posthog.com" },
      /POSTHOG_API_KEY: required with the other PostHog setting/,
    ],
    [{ POSTHOG_API_KEY: "phc_key" }, /POSTHOG_HOST: required with the other PostHog setting/],
    [
      {
        ANALYTICS_FORWARD_URL: "https://collector.example/events",
        POSTHOG_HOST: "https://us.i.posthog.com",
        POSTHOG_API_KEY: "phc_key",
      },
      /set either it or POSTHOG_HOST, not both/,
    ],
    [
      { ANALYTICS_FORWARD_URL: "ftp://collector.example" },
      /ANALYTICS_FORWARD_URL: must be an http/,
    ],
    [{ ANALYTICS_RATE_LIMIT_PER_MINUTE: "0" }, /ANALYTICS_RATE_LIMIT_PER_MINUTE/],
  ])("refuses %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
