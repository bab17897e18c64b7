import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error fails the test, so warnings are never silently ignored.
let consoleErrorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleErrorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = consoleErrorSpy.mock.calls;
  consoleErrorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called: ${calls.map((c) => c.join(" ")).join("\n")}`);
  }
});
