import { describe, expect, it } from "vitest";
import { redeemGiftCreator } from "./redeem-gift-route";

describe("redeemGiftCreator", () => {
  it.each([
    ["/@northwind/redeem-gift", "northwind"],
    ["/@northwind/redeem-gift/", "northwind"],
    ["/@north%20wind/redeem-gift", "north wind"],
  ])("reads the creator of %s", (pathname, creator) => {
    expect(redeemGiftCreator(pathname)).toBe(creator);
  });

  it.each([
    "/45ff171b-976b-4a35-afd7-5dac8bf85a64",
    "/northwind/redeem-gift",
    "/@northwind",
    "/@northwind/redeem-gift/more",
    "/@%E0%A4%A/redeem-gift",
  ])("names no creator for %s", (pathname) => {
    expect(redeemGiftCreator(pathname)).toBeNull();
  });
});
