import { t } from "@creator-checkout/core/i18n";
import { describe, expect, it } from "vitest";
import {
  asksForAddress,
  initialContact,
  readEmail,
  readPhone,
  showsSocial,
} from "./contact-form-state";
import type { SignInIdentity } from "./sign-in-identity";
import type { SignInMethod, SignInMethods } from "./sign-in-methods";

const google = { type: "google", name: "Google" };

function methods(emailCodes: boolean, social: boolean): SignInMethods {
  return {
    methods: ["email", "sms"],
    showTabs: true,
    initial: "email",
    emailCodes,
    social: social ? [google] : [],
  };
}

describe("initialContact", () => {
  // WCAG 3.3.7: the address given before "change contact info" is offered again.
  it.each<[string, SignInIdentity | null, SignInMethod, ReturnType<typeof initialContact>]>([
    ["nothing before", null, "sms", { method: "sms", email: "", phone: "" }],
    [
      "an e-mail before",
      { method: "email", email: "ann@example.com" },
      "sms",
      { method: "email", email: "ann@example.com", phone: "" },
    ],
    [
      "a phone before, formatted for reading",
      { method: "sms", phone: "+14155552671" },
      "email",
      { method: "sms", email: "", phone: "(415) 555-2671" },
    ],
  ])("%s", (_case, previous, initial, expected) => {
    expect(initialContact(previous, initial)).toEqual(expected);
  });

  it("starts with the address the page was opened for, unless one was given since", () => {
    const invited = { method: "email", email: "bea@example.com" } as const;
    expect(initialContact(null, "email", invited)).toEqual({
      method: "email",
      email: "bea@example.com",
      phone: "",
    });
    const typed = { method: "email", email: "cy@example.com" } as const;
    expect(initialContact(typed, "email", invited).email).toBe("cy@example.com");
  });
});

describe("showsSocial and asksForAddress", () => {
  it.each<[SignInMethod, boolean, boolean, boolean, boolean]>([
    ["email", true, true, true, true],
    ["email", true, false, false, true],
    ["email", false, true, true, false],
    ["email", false, false, false, false],
    ["sms", false, true, false, true],
    ["sms", true, true, false, true],
  ])("%s, e-mail codes %s, social %s", (method, emailCodes, social, shows, asks) => {
    expect(showsSocial(method, methods(emailCodes, social))).toBe(shows);
    expect(asksForAddress(method, methods(emailCodes, social))).toBe(asks);
  });
});

describe("readEmail", () => {
  it.each([
    ["  Ann@Example.COM ", { method: "email", email: "ann@example.com" }],
    ["", t("validation.required")],
    ["   ", t("validation.required")],
  ])("%j", (value, expected) => {
    expect(readEmail(value)).toEqual(expected);
  });

  it("says what is wrong with an address that is not one", () => {
    expect(readEmail("ann@")).toEqual(expect.any(String));
  });
});

describe("readPhone", () => {
  it.each([
    ["+14155552671", { method: "sms", phone: "+14155552671" }],
    [null, t("signIn.phone.invalid")],
  ])("%j", (normalized, expected) => {
    expect(readPhone(normalized)).toEqual(expected);
  });
});
