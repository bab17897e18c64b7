import { describe, expect, it } from "vitest";
import { absoluteReferrer, campaignOf, shareableUrl } from "./page-fields";

describe("the page's analytics fields", () => {
  it("leave a claim and a sign-in's redirect_uri out of the address", () => {
    const url = shareableUrl(
      "https://checkout.example/abc?claim=secret&conv_id=c1&redirect_uri=https%3A%2F%2Fx&utm_source=news",
    );
    expect(url.href).toBe("https://checkout.example/abc?conv_id=c1&utm_source=news");
  });

  it.each([
    ["", null],
    ["https://creator.example/post", "https://creator.example/post"],
    ["https://creator.example/post?claim=secret", "https://creator.example/post"],
    ["android-app://com.example", null],
    ["not a url", null],
  ])("take the referrer %j as %j", (referrer, expected) => {
    expect(absoluteReferrer(referrer)).toBe(expected);
  });

  it("read the campaign from the utm parameters", () => {
    expect(campaignOf({ utm: { utm_campaign: "spring", utm_medium: "email" } })).toEqual({
      name: "spring",
      source: null,
      medium: "email",
      term: null,
      content: null,
    });
  });
});
