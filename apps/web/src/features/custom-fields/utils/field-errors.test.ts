import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";

describe("fieldErrorsOf", () => {
  it("keeps the per-question messages of a refused save", () => {
    const refused = Object.assign(new Error("Some answers need another look."), {
      fields: { "property-a": "This question is not asked here.", "property-b": 42 },
    });
    expect(fieldErrorsOf(refused)).toEqual({ "property-a": "This question is not asked here." });
  });

  it("finds none in an error without fields", () => {
    expect(fieldErrorsOf(new Error("offline"))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });
});
