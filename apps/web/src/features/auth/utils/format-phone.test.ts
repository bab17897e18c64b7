import { describe, expect, it } from "vitest";
import { formatPhone } from "./format-phone";

describe("formatPhone", () => {
  it("shows a +1 number the way people in the US and Canada write it", () => {
    expect(formatPhone("+14155550134")).toBe("(415) 555-0134");
  });

  it("leaves anything else as it is", () => {
    expect(formatPhone("+442079460958")).toBe("+442079460958");
  });
});
