import { describe, expect, it } from "vitest";
import { checkVatNumber, VAT_NUMBER_MESSAGE } from "./vat-number";

describe("an EU VAT number's format and check digits", () => {
  it.each([
    ["NL000099998B57", "NL", "NL000099998B57"],
    ["nl 0000.99998.b57", "NL", "NL000099998B57"],
    ["BE0411905847", "BE", "BE0411905847"],
    ["DE129273398", "DE", "DE129273398"],
    ["ATU12345675", "AT", "ATU12345675"],
    ["EL094259216", "GR", "EL094259216"], // Greece's numbers say EL; its country is GR
  ])("%j is a number of %s, %s to VIES", (input, country, number) => {
    expect(checkVatNumber(input)).toEqual({ valid: true, country, number });
  });

  it.each([
    ["NL123456789B01", "the check digits are wrong"],
    ["GR094259216", "Greece's prefix is EL"],
    ["GB980780684", "the United Kingdom is not in the EU"],
    ["CHE-123.456.788 MWST", "Switzerland is not in the EU"],
    ["NO923609016MVA", "Norway is not in the EU"],
    ["EU372000041", "an OSS number belongs to a seller, never a buyer"],
    ["123456789", "there is no country prefix"],
    ["", "it is empty"],
    ["__proto__", "it is a prototype's name"],
    [`NL${"0".repeat(40)}`, "it is too long to be a number"],
    [null, "it is not text"],
    [{ toString: (): string => "NL000099998B57" }, "it is an object"],
  ] as [unknown, string][])("refuses %j: %s", (input) => {
    expect(checkVatNumber(input)).toEqual({ valid: false, message: VAT_NUMBER_MESSAGE });
  });
});

it("the refusal's own example is a number it accepts, so a buyer who copies it is not refused", () => {
  const example = /for example (\S+)\.$/.exec(VAT_NUMBER_MESSAGE)?.[1];
  expect(checkVatNumber(example)).toMatchObject({ valid: true });
});
