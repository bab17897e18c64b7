import { describe, expect, it } from "vitest";
import { giftFormLabels, validateGiftForm } from "./validate-gift-form";

const valid = {
  senderFirstName: "Ada",
  recipientFirstName: "Grace",
  recipientEmail: "grace@example.com",
};

describe("validateGiftForm", () => {
  it("finds no errors in a complete form without a note", () => {
    expect(validateGiftForm(valid)).toEqual({});
  });

  it("finds no errors in a complete form with a note", () => {
    expect(validateGiftForm({ ...valid, giftNote: "Happy birthday" })).toEqual({});
  });

  it.each([
    { field: "senderFirstName", value: "", message: "This field is required" },
    { field: "senderFirstName", value: "  ", message: "This field is required" },
    { field: "recipientFirstName", value: "", message: "This field is required" },
    { field: "recipientEmail", value: "", message: "This field is required" },
    { field: "recipientEmail", value: "grace@", message: "Invalid email address" },
  ] as const)("reports $message for $field set to $value", ({ field, value, message }) => {
    expect(validateGiftForm({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it("reports every empty field at once", () => {
    const empty = { senderFirstName: "", recipientFirstName: "", recipientEmail: "" };
    expect(Object.keys(validateGiftForm(empty))).toEqual([
      "senderFirstName",
      "recipientFirstName",
      "recipientEmail",
    ]);
  });

  it.each([
    { field: "senderFirstName", label: "Your name" },
    { field: "recipientFirstName", label: "Recipient's name" },
    { field: "recipientEmail", label: "Recipient's email" },
  ] as const)("labels $field as $label", ({ field, label }) => {
    expect(giftFormLabels[field]).toBe(label);
  });
});
