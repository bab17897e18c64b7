import { describe, expect, it } from "vitest";
import { signInMethods } from "./sign-in-methods";

const google = { type: "google", name: "Google" };

describe("signInMethods", () => {
  // product.md §4: "Phone and e-mail tabs show only when a social or e-mail method and sms are
  // both enabled."
  it.each([
    ["e-mail and sms", ["email", "sms"], "sms", ["email", "sms"], true, "sms", true, []],
    [
      "a social method and sms",
      ["google", "sms"],
      "email",
      ["email", "sms"],
      true,
      "email",
      false,
      [google],
    ],
    [
      "e-mail, a social method and sms",
      ["email", "sms", "google"],
      "email",
      ["email", "sms"],
      true,
      "email",
      true,
      [google],
    ],
    [
      "e-mail and a social method",
      ["email", "google"],
      "sms",
      ["email"],
      false,
      "email",
      true,
      [google],
    ],
    ["a social method alone", ["google"], "email", ["email"], false, "email", false, [google]],
    ["e-mail alone", ["email"], "sms", ["email"], false, "email", true, []],
    ["sms alone", ["sms"], "email", ["sms"], false, "sms", false, []],
  ] as const)(
    "with %s, offers %j",
    (_case, enabled, preferred, methods, showTabs, initial, emailCodes, social) => {
      expect(
        signInMethods({
          authentication_methods: [...enabled],
          default_authentication_method: preferred,
        }),
      ).toEqual({ methods, showTabs, initial, emailCodes, social });
    },
  );

  it("lists the social providers in a fixed order, the operator's own provider last", () => {
    const { social } = signInMethods(
      {
        authentication_methods: ["twitter", "oidc", "github", "email", "google"] as never,
        default_authentication_method: "email",
      },
      "Acme Staff",
    );
    expect(social.map((provider) => provider.name)).toEqual([
      "Google",
      "GitHub",
      "Twitter",
      "Acme Staff",
    ]);
  });

  it.each([
    [null, "Single sign-on"],
    ["  ", "Single sign-on"],
    ["Acme Staff", "Acme Staff"],
  ])("names the OpenID Connect provider %j as %j", (oidcName, shown) => {
    const { social } = signInMethods(
      { authentication_methods: ["oidc"] as never, default_authentication_method: "email" },
      oidcName,
    );
    expect(social).toEqual([{ type: "oidc", name: shown }]);
  });
});
