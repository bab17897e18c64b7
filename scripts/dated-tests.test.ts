import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { datedTestFiles, pinsADate } from "./dated-tests";

describe("the tests that run with the clock moved ahead", () => {
  it.each([
    ['const clock = testClock(new Date("2026-12-01T10:00:00Z"));', true],
    ["expect(day).toBe('2027-01-03');", true],
    ["const at = `2030-06-30T00:00:00Z`;", true],
    ["const clock = testClock();", false],
    ["expect(total).toBe(2026);", false],
    ['const version = "1.2026-12";', false],
  ])("%s names a date: %s", (source, named) => {
    expect(pinsADate(source)).toBe(named);
  });

  it("include the tests that freeze a clock on a date, and not those that never name one", () => {
    const files = datedTestFiles(fileURLToPath(new URL("../", import.meta.url)));

    expect(files).toContain("apps/server/src/http/tax-purchase-api.test.ts");
    expect(files).toContain("apps/server/src/domain/bot-check/create-altcha-bot-check.test.ts");
    expect(files).not.toContain("apps/server/src/runtime/node-options.test.ts");
    expect(files.every((file) => /\.test\.tsx?$/.test(file))).toBe(true);
  });
});
