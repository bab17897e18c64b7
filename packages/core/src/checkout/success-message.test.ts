import { describe, expect, it } from "vitest";
import { SUCCESS_TITLE, successMessage } from "./success-message";

describe("successMessage", () => {
  it.each([
    {
      type: "subscription",
      isTrial: true,
      message: "Your subscription trial has been successfully activated.",
    },
    {
      type: "subscription",
      isTrial: false,
      message: "Your subscription has been successfully activated.",
    },
    { type: "pass", isTrial: false, message: "Your pass has been successfully activated." },
    { type: "pass", isTrial: true, message: "Your pass has been successfully activated." },
    { type: "donation", isTrial: false, message: "Your payment was successfully processed." },
    { type: "unknown", isTrial: false, message: "Your payment was successfully processed." },
    { type: "pledgeMode", isTrial: false, message: "Your payment was successfully processed." },
    {
      type: "group",
      isTrial: false,
      message: "Your subscription has been successfully activated.",
    },
    {
      type: "group",
      isTrial: true,
      message: "Your subscription trial has been successfully activated.",
    },
  ] as const)(
    "thanks a $type buyer (trial $isTrial) with: $message",
    ({ type, isTrial, message }) => {
      expect(successMessage(type, isTrial)).toBe(message);
    },
  );

  it("titles the success card Thank you!", () => {
    expect(SUCCESS_TITLE).toBe("Thank you!");
  });
});
