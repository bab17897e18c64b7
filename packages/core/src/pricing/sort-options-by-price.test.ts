import { describe, expect, it } from "vitest";
import { sortOptionsByPrice } from "./sort-options-by-price";

const ids = (options: Array<{ id: string }>) => options.map((option) => option.id);

describe("sortOptionsByPrice", () => {
  it("puts the cheapest option first", () => {
    const options = [
      { id: "year", price: 8000 },
      { id: "month", price: 800 },
      { id: "week", price: 250 },
    ];
    expect(ids(sortOptionsByPrice(options))).toEqual(["week", "month", "year"]);
  });

  it("puts a custom-amount option after every priced one", () => {
    const options = [
      { id: "custom", price: null },
      { id: "month", price: 800 },
      { id: "free", price: 0 },
    ];
    expect(ids(sortOptionsByPrice(options))).toEqual(["free", "month", "custom"]);
  });

  it("keeps the catalog order of options with the same price", () => {
    const options = [
      { id: "custom-a", price: null },
      { id: "b", price: 500 },
      { id: "custom-b", price: null },
      { id: "a", price: 500 },
    ];
    expect(ids(sortOptionsByPrice(options))).toEqual(["b", "a", "custom-a", "custom-b"]);
  });

  it("leaves the list it was given in its order", () => {
    const options = [
      { id: "year", price: 8000 },
      { id: "month", price: 800 },
    ];
    sortOptionsByPrice(options);
    expect(ids(options)).toEqual(["year", "month"]);
  });
});
