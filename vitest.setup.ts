import { setActiveCatalog } from "@creator-checkout/core/i18n";
import { afterEach, beforeEach, vi } from "vitest";
import { catalog as english } from "./packages/core/src/i18n/english";

// The page's words are English unless a test chooses a language, as a page in English is.
setActiveCatalog(english);

// An unexpected console.error fails the test, so warnings are never silently ignored.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called: ${consoleErrors.map((args) => args.join(" ")).join("\n")}`,
    );
  }
});
