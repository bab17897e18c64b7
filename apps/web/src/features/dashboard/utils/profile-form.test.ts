import { profileFields } from "@creator-checkout/core/catalog";
import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { describe, expect, it } from "vitest";
import { changesOf, draftErrors, draftOf, type ProfileDraft } from "./profile-form";

const { publisher } = demoCatalog();
// The catalog's publisher less what is not the profile's.
const profile = profileFields.parse(publisher);
const draft = (change: Partial<ProfileDraft>): ProfileDraft => ({ ...draftOf(profile), ...change });

describe("the profile form", () => {
  it("changes nothing when nothing was edited", () => {
    expect(changesOf(profile, draftOf(profile))).toEqual({});
    expect(draftErrors(draftOf(profile))).toEqual({});
  });

  it.each([
    [{ name: "  Northwind Studio " }, { name: "Northwind Studio" }],
    [
      { primary_urls: "https://a.example\n\n  https://b.example  \n" },
      { primary_urls: ["https://a.example", "https://b.example"] },
    ],
    [{ contact_email: "  " }, publisher.contact_email === null ? {} : { contact_email: null }],
    [{ default_locale: "de" as const }, { default_locale: "de" }],
    [
      { cancel_reasons: " Too expensive\n\nNo time  \n", offer_pause: true },
      {
        cancel_flow: {
          reasons: ["Too expensive", "No time"],
          offer_pause: true,
          offer_switch: false,
          retention_offer: null,
        },
      },
    ],
    [
      { offer_switch: true, offer_discount: true, discount_percent: "25", discount_renewals: "3" },
      {
        cancel_flow: {
          reasons: [],
          offer_pause: false,
          offer_switch: true,
          retention_offer: { percent_off: 25, renewals: 3 },
        },
      },
    ],
  ])("sends only what %o changes", (edit, changes) => {
    expect(changesOf(profile, draft(edit))).toEqual(changes);
  });

  it.each<[Partial<ProfileDraft>, Partial<Record<keyof ProfileDraft, string>>]>([
    [{ name: " " }, { name: "Enter the store's name, up to 120 characters." }],
    [
      { cancel_reasons: `Too expensive\n${"x".repeat(81)}` },
      { cancel_reasons: "Line 2: A reason can be at most 80 characters long." },
    ],
    [
      { offer_discount: true, discount_percent: "0", discount_renewals: "13" },
      {
        discount_percent: "Take at least 1 % off, or offer no discount.",
        discount_renewals: "A discount can last at most 12 renewals; offer it again later instead.",
      },
    ],
    [
      { offer_discount: true, discount_percent: "", discount_renewals: "2.5" },
      {
        discount_percent: "Say how much is taken off as a whole percentage, 1 to 100.",
        discount_renewals: "Say for how many renewals the discount lasts, 1 to 12.",
      },
    ],
    [
      { primary_urls: "https://a.example\nftp://b.example" },
      { primary_urls: "Line 2 must be an http:// or https:// address." },
    ],
    [{ icon: "http://a.example/icon.png" }, { icon: expect.stringMatching(/^[A-Z].*\.$/) }],
    [
      { contact_email: "not an address" },
      { contact_email: "Enter an e-mail address such as name@example.com, or leave it empty." },
    ],
    [
      { authentication_methods: [] },
      { authentication_methods: "Choose at least one way for buyers to sign in." },
    ],
  ])("says beside the field what is wrong with %o", (edit, errors) => {
    expect(draftErrors(draft(edit))).toEqual(errors);
  });
});
