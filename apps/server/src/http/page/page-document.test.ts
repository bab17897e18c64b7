import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withEnvironmentFavicons } from "./page-document";

const shell = [
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" media="(prefers-color-scheme: light)" />',
  '<link rel="icon" type="image/svg+xml" href="/favicon-dark.svg" media="(prefers-color-scheme: dark)" />',
].join("");

describe("withEnvironmentFavicons", () => {
  it.each([
    { environment: "production", light: "/favicon.svg", dark: "/favicon-dark.svg" },
    { environment: "staging", light: "/favicon-staging.svg", dark: "/favicon-staging-dark.svg" },
    {
      environment: "development",
      light: "/favicon-development.svg",
      dark: "/favicon-development-dark.svg",
    },
  ] as const)(
    "gives $environment its own light and dark favicons",
    ({ environment, light, dark }) => {
      const html = withEnvironmentFavicons(shell, environment);
      expect(html).toContain(`href="${light}" media="(prefers-color-scheme: light)"`);
      expect(html).toContain(`href="${dark}" media="(prefers-color-scheme: dark)"`);
      for (const icon of [light, dark]) {
        expect(existsSync(new URL(`../../../../web/public${icon}`, import.meta.url))).toBe(true);
      }
    },
  );
});
