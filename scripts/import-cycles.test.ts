import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-graph";

describe("imports flow one way (docs/decisions/150)", () => {
  // It reads every module of four projects: a few seconds alone, far more on a busy machine.
  it("no module of apps/, packages/ or testing/ imports itself back, even round about", {
    timeout: 120_000,
  }, () => {
    const graph = importGraph(["packages/core", "apps/server", "apps/web", "testing"]);

    expect(importCycles(graph)).toEqual([]);
  });
});

describe("the search for cycles", () => {
  const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it("finds a cycle round about, and leaves what merely hangs off it", () => {
    const graph = graphOf({ a: ["b"], b: ["c"], c: ["a", "d"], d: [] });

    expect(importCycles(graph)).toEqual([["a", "b", "c"]]);
  });

  it("finds a module that imports itself and two separate cycles", () => {
    const graph = graphOf({ a: ["a"], b: ["c"], c: ["b"], d: ["e"], e: ["d", "b"] });

    expect(importCycles(graph)).toEqual([["a"], ["b", "c"], ["d", "e"]]);
  });

  it("sees the imports of the real projects, through their aliases and package exports", () => {
    const graph = importGraph(["packages/core", "apps/web"]);

    expect(graph.get("apps/web/src/features/discounts/api/check-promotion-code.ts")).toEqual(
      expect.arrayContaining([
        "packages/core/src/api/routes/index.ts",
        "apps/web/src/lib/call-api.ts",
      ]),
    );
  });
});
