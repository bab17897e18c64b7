import { describe, expect, it } from "vitest";
import { signInMethods } from "./sign-in-methods";

describe("signInMethods", () => {
  it.each([
    ["e-mail and sms", ["email", "sms"], "sms", ["email", "sms"], true, "sms"],
    ["a social method and sms", ["google", "sms"], "email", ["email", "sms"], true, "email"],
    ["e-mail alone", ["email"], "sms", ["email"], false, "email"],
    ["sms alone", ["sms"], "email", ["sms"], false, "sms"],
  ] as const)("with %s, offers %j", (_case, enabled, preferred, methods, showTabs, initial) => {
    expect(
      signInMethods({
        authentication_methods: [...enabled],
        default_authentication_method: preferred,
      }),
    ).toEqual({ methods, showTabs, initial });
  });
});
