import { describe, expect, it } from "vitest";
import { collapsedLists } from "./collapsed-lists";

const lists = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id }));
const ids = (shown: { id: string }[]) => shown.map((list) => list.id).join("");
const set = (...values: string[]) => new Set(values);

describe("collapsedLists", () => {
  it.each([
    ["shows the first 3 when none is subscribed", set(), set(), "abc"],
    ["shows 3 when fewer are subscribed, in order", set("b"), set(), "abc"],
    ["keeps a subscribed list that comes late in view", set("e"), set(), "abe"],
    ["shows as many as are subscribed when that is more", set("a", "c", "d", "f"), set(), "acdf"],
    ["keeps a list just chosen in view", set(), set("f"), "abcf"],
  ])("%s", (_name, subscribed, chosen, shown) => {
    expect(ids(collapsedLists(lists, subscribed, chosen))).toBe(shown);
  });

  it("shows every list of a short group", () => {
    expect(ids(collapsedLists(lists.slice(0, 2), set(), set()))).toBe("ab");
  });
});
