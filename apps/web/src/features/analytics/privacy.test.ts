import { describe, expect, it } from "vitest";
import { trackingRefused } from "./privacy";

describe("trackingRefused", () => {
  it.each([
    [{}, false],
    [{ globalPrivacyControl: false, doNotTrack: "0" }, false],
    [{ doNotTrack: null }, false],
    [{ doNotTrack: "unspecified" }, false],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: "1" }, true],
    [{ globalPrivacyControl: true, doNotTrack: "0" }, true],
  ])("for %o is %s", (signals, refused) => {
    expect(trackingRefused(signals)).toBe(refused);
  });
});
