import { afterEach, beforeEach, vi } from "vitest";

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
