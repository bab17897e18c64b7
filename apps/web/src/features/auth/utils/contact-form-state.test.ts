import { t } from "@creator-checkout/core/i18n";
import { describe, expect, it } from "vitest";
import { contactParts, initialContact, readEmail, readPhone } from "./contact-form-state";
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
});

describe("contactParts", () => {
  it.each<[SignInMethod, boolean, boolean, ReturnType<typeof contactParts>]>([
    [
      "email",
      true,
      true,
      { showsSocial: true, asksForAddress: true, showsOr: true, passkeyAutofill: true },
    ],
    [
      "email",
      true,
      false,
      { showsSocial: false, asksForAddress: true, showsOr: false, passkeyAutofill: true },
    ],
    [
      "email",
      false,
      true,
      { showsSocial: true, asksForAddress: false, showsOr: false, passkeyAutofill: false },
    ],
    [
      "sms",
      false,
      true,
      { showsSocial: false, asksForAddress: true, showsOr: false, passkeyAutofill: false },
    ],
    [
      "sms",
      true,
      true,
      { showsSocial: false, asksForAddress: true, showsOr: false, passkeyAutofill: false },
    ],
  ])("%s, e-mail codes %s, social %s", (method, emailCodes, social, expected) => {
    expect(contactParts(method, methods(emailCodes, social))).toEqual(expected);
  });
});

describe("readEmail", () => {
  it.each([
    ["  Ann@Example.COM ", { identity: { method: "email", email: "ann@example.com" } }],
    ["", { error: t("validation.required") }],
    ["   ", { error: t("validation.required") }],
  ])("%j", (value, expected) => {
    expect(readEmail(value)).toEqual(expected);
  });

  it("says what is wrong with an address that is not one", () => {
    expect(readEmail("ann@")).toHaveProperty("error", expect.any(String));
  });
});

describe("readPhone", () => {
  it.each([
    ["+14155552671", { identity: { method: "sms", phone: "+14155552671" } }],
    [null, { error: t("signIn.phone.invalid") }],
  ])("%j", (normalized, expected) => {
    expect(readPhone(normalized)).toEqual(expected);
  });
});
