import { describe, expect, it } from "vitest";
import { describeWait, tooManyCodesMessage } from "./code-send-wait";

describe("describeWait", () => {
  it.each([
    { seconds: 1, wait: "a minute" },
    { seconds: 60, wait: "a minute" },
    { seconds: 61, wait: "2 minutes" },
    { seconds: 14 * 60 + 1, wait: "15 minutes" },
    { seconds: 59 * 60, wait: "59 minutes" },
    { seconds: 59 * 60 + 1, wait: "1 hour" },
    { seconds: 60 * 60, wait: "1 hour" },
    { seconds: 60 * 60 + 1, wait: "1 hour and 15 minutes" },
    { seconds: 2 * 3600 + 31 * 60, wait: "2 hours and 45 minutes" },
    { seconds: 3 * 3600 - 60, wait: "3 hours" },
    { seconds: 3 * 3600 + 24 * 60, wait: "3 hours and 30 minutes" },
    { seconds: 24 * 3600 + 24 * 60, wait: "24 hours and 30 minutes" },
  ])("says $wait for $seconds seconds, never less than the wait", ({ seconds, wait }) => {
    expect(describeWait(seconds)).toBe(wait);
  });
});

describe("tooManyCodesMessage", () => {
  it("tells the buyer when they can ask again", () => {
    expect(tooManyCodesMessage(3 * 3600)).toBe(
      "Too many codes were requested. You can ask for another code in 3 hours.",
    );
  });
});
