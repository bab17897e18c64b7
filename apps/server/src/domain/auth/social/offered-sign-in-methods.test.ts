import type { AuthenticationMethod, SocialMethod } from "@creator-checkout/core/sign-in";
import { describe, expect, it } from "vitest";
import { offeredSignInMethods } from "./offered-sign-in-methods";

describe("offeredSignInMethods", () => {
  it.each<[AuthenticationMethod[], SocialMethod[], AuthenticationMethod[]]>([
    [["email", "sms"], [], ["email", "sms"]],
    [["email", "google", "github"], [], ["email"]],
    [["email", "google", "github"], ["github"], ["email", "github"]],
    [
      ["sms", "oidc", "apple"],
      ["oidc", "apple", "twitter"],
      ["sms", "oidc", "apple"],
    ],
    [["google"], ["google"], ["google"]],
    [[], ["google"], []],
  ])("publisher %j with %j configured offers %j", (publisher, configured, offered) => {
    expect(offeredSignInMethods(publisher, new Set(configured))).toEqual(offered);
  });
});
