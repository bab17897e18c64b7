import { describe, expect, it } from "vitest";
import { brandName, expiryText, iconBrand } from "./card-brands";

describe("card brands", () => {
  it.each([
    ["visa", "visa"],
    ["Visa", "visa"],
    ["MasterCard", "mastercard"],
    ["American Express", "amex"],
    ["amex", "amex"],
    ["diners_club", "diners"],
    ["unionpay", "default"],
    ["unknown", "default"],
  ])("draws %s with the %s icon", (brand, icon) => {
    expect(iconBrand(brand)).toBe(icon);
  });

  it("names the brand for people", () => {
    expect(brandName("amex")).toBe("American Express");
    expect(brandName("unionpay")).toBe("Card");
  });

  it("shows the expiry as month and two-digit year", () => {
    expect(expiryText(4, 2029)).toBe("04/29");
    expect(expiryText(12, 2100)).toBe("12/00");
  });
});
