import { describe, expect, it } from "vitest";
import { relyingPartyOf } from "./relying-party";

describe("the relying party passkeys belong to", () => {
  it.each([
    ["https://checkout.example.com", "checkout.example.com", "https://checkout.example.com"],
    [
      "https://checkout.example.com:8443",
      "checkout.example.com",
      "https://checkout.example.com:8443",
    ],
    ["http://localhost:3000", "localhost", "http://localhost:3000"],
    [
      "https://Checkout.Example.com/some/path",
      "checkout.example.com",
      "https://checkout.example.com",
    ],
  ])("%s: RP ID %s, origin %s", (publicUrl, id, origin) => {
    expect(relyingPartyOf(publicUrl, "Creator Checkout")).toEqual({
      id,
      origin,
      name: "Creator Checkout",
    });
  });
});
