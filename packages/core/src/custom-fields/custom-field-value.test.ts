import { describe, expect, it } from "vitest";
import type { PropertyType } from "../catalog/entities";
import { customFieldProblem } from "./custom-field-value";
import { missesRequiredAnswer, validateCustomFields } from "./validate-custom-fields";

const options = [
  { label: "Travel", value: "travel" },
  { label: "Food", value: "food" },
];
const rule = (type: PropertyType) => ({
  type,
  options:
    type === "boolean"
      ? [
          { label: "Yes", value: "yes" },
          { label: "No", value: "no" },
        ]
      : options,
});
const usAddress = {
  country: "US",
  address1: "1 Main St",
  city: "Springfield",
  post_code: "62701",
  state: "IL",
};

describe("customFieldProblem", () => {
  it.each([
    ["checkbox", ["travel", "food"]],
    ["dropdown", "food"],
    ["radio", "travel"],
    ["boolean", "no"],
    ["short_answer", "<script>alert(1)</script>"],
    ["url", "https://example.com/me"],
    ["number", 42],
    ["number", "3.5"],
    ["date", "2024-02-29"],
    ["address", usAddress],
    [
      "address",
      { country: "CA", address1: "1 Rue", city: "Montréal", post_code: "H2X 1Y4", province: "QC" },
    ],
    [
      "address",
      {
        country: "Other",
        address1: "1 High St",
        address2: "Flat 2",
        city: "York",
        post_code: "12345",
        region: "Yorkshire",
      },
    ],
  ] as const)("accepts a good %s answer: %j", (type, value) => {
    expect(customFieldProblem(rule(type), value, true)).toBeUndefined();
  });

  it.each([
    ["checkbox", ["travel", "sailing"], "Choose from the listed options."],
    ["checkbox", "travel", "Choose from the listed options."],
    ["checkbox", ["food", "food"], "Choose from the listed options."],
    ["dropdown", "sailing", "Choose one of the listed options."],
    ["radio", ["travel"], "Choose one of the listed options."],
    ["boolean", "maybe", "Answer yes or no."],
    ["short_answer", "x".repeat(501), "Keep the answer under 500 characters."],
    ["url", "javascript:alert(1)", "Enter a full web address starting with http:// or https://."],
    ["url", "example.com", "Enter a full web address starting with http:// or https://."],
    ["number", "twelve", "Enter a number."],
    ["number", Number.NaN, "Enter a number."],
    ["date", "2023-02-29", "Enter a real date (YYYY-MM-DD)."],
    ["date", "29/02/2024", "Enter a real date (YYYY-MM-DD)."],
    ["address", { ...usAddress, country: "FR" }, "Choose US, Canada or Other."],
    ["address", { ...usAddress, city: "" }, "Fill in every line of the address."],
    [
      "address",
      { ...usAddress, state: undefined, region: "IL" },
      "Fill in every line of the address.",
    ],
    ["address", { ...usAddress, post_code: "ABCDE" }, "Enter a numeric ZIP code."],
    ["address", "1 Main St", "Enter an address."],
  ] as const)("refuses a bad %s answer %j: %s", (type, value, message) => {
    expect(customFieldProblem(rule(type), value, false)).toBe(message);
  });

  it.each(["", "   ", [], null, undefined])(
    "calls a blank answer %j Required only when the field is required",
    (value) => {
      expect(customFieldProblem(rule("short_answer"), value, true)).toBe("Required");
      expect(customFieldProblem(rule("short_answer"), value, false)).toBeUndefined();
    },
  );
});

describe("validateCustomFields", () => {
  it("gives one message per field in error, keyed by property id", () => {
    const fields = [
      { required: true, connected_property: { id: "a", ...rule("short_answer") } },
      { required: false, connected_property: { id: "b", ...rule("url") } },
      { required: false, connected_property: { id: "c", ...rule("date") } },
    ];

    expect(validateCustomFields(fields, { b: "nope", c: "2025-01-01" })).toEqual({
      a: "Required",
      b: "Enter a full web address starting with http:// or https://.",
    });
  });
});

describe("missesRequiredAnswer", () => {
  const fields = [
    { required: true, connected_property: { id: "a", ...rule("short_answer") } },
    { required: false, connected_property: { id: "b", ...rule("url") } },
  ];

  it.each([
    [{}, true],
    [{ a: "  " }, true],
    [{ a: "", b: "https://example.com" }, true],
    [{ a: "Ada" }, false],
    [{ a: "Ada", b: "nope" }, false],
  ])("answers %j: misses a required answer %s", (values, expected) => {
    expect(missesRequiredAnswer(fields, values)).toBe(expected);
  });
});
