import { describe, expect, it } from "vitest";
import {
  cardBrand,
  checkCard,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  checkPostalCode,
  formatCardNumber,
  formatExpiry,
  hasExpired,
  passesLuhn,
} from "./card-checks";

const june2026 = new Date(2026, 5, 15);

describe("card checks", () => {
  it.each([
    ["4242424242424242", "visa"],
    ["5555555555554444", "mastercard"],
    ["2223003122003222", "mastercard"],
    ["378282246310005", "amex"],
    ["6011111111111117", "discover"],
    ["36227206271667", "diners"],
    ["3566002020360505", "jcb"],
    ["9999", "unknown"],
  ])("knows %s as %s", (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it("accepts the test cards by Luhn and refuses a changed digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000002500003155")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
  });

  it("groups the number as it is printed on the card", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("4242 4242 4242 4242 9999")).toBe("4242 4242 4242 4242 999");
  });

  it("calls a number incomplete while it is short and invalid once full and wrong", () => {
    expect(checkCardNumber("4242 4242").incomplete).toBe("Your card number is incomplete.");
    expect(checkCardNumber("4242 4242 4242 4").invalid).toBeNull();
    expect(checkCardNumber("4242 4242 4242 4241 000").invalid).toBe("Your card number is invalid.");
    expect(checkCardNumber("4242 4242 4242 4242").complete).toBe(true);
    expect(checkCardNumber("3782 822463 10005").complete).toBe(true);
  });

  it("writes the expiry as MM/YY", () => {
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("12/3")).toBe("12/3");
    expect(formatExpiry("5")).toBe("05");
    expect(formatExpiry("1")).toBe("1");
  });

  it.each([
    ["06/26", true, null],
    ["12/34", true, null],
    ["05/26", false, "Your card's expiration date is in the past."],
    ["13/30", false, "Your card's expiration month is invalid."],
  ])("checks the expiry %s", (expiry, complete, invalid) => {
    const check = checkExpiry(expiry, june2026);
    expect(check.complete).toBe(complete);
    expect(check.invalid).toBe(invalid);
  });

  it("wants four CVC digits for American Express and three for others", () => {
    expect(checkCvc("123", "visa").complete).toBe(true);
    expect(checkCvc("123", "amex").complete).toBe(false);
    expect(checkCvc("1234", "amex").complete).toBe(true);
    expect(checkCvc("12", "visa").incomplete).toBe("Your card's security code is incomplete.");
  });

  it("takes a US ZIP or a Canadian postal code", () => {
    expect(checkPostalCode("94107").complete).toBe(true);
    expect(checkPostalCode("K1A 0B1").complete).toBe(true);
    expect(checkPostalCode("9").complete).toBe(false);
  });

  it("finds a whole card complete only when every field is", () => {
    const card = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", postalCode: "" };
    const checks = checkCard(card, june2026);
    expect(Object.values(checks).map((check) => check.complete)).toEqual([true, true, true, false]);
  });
});

describe("a card's expiry month, read in UTC on the page and the server alike", () => {
  it.each([
    { now: "2030-05-31T23:30:00Z", month: 5, year: 2030, expired: false },
    { now: "2030-06-01T00:30:00Z", month: 5, year: 2030, expired: true },
    { now: "2030-06-01T00:30:00+05:00", month: 5, year: 2030, expired: false },
    { now: "2030-12-31T23:59:59Z", month: 12, year: 2030, expired: false },
    { now: "2031-01-01T00:00:00Z", month: 12, year: 2030, expired: true },
  ])("$month/$year at $now has expired: $expired", ({ now, month, year, expired }) => {
    expect(hasExpired({ month, year }, new Date(now))).toBe(expired);
  });
});
