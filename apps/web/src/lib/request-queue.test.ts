import { describe, expect, it } from "vitest";
import { MAX_CONCURRENT_REQUESTS } from "./request-pacing";
import { createRequestQueue } from "./request-queue";

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("createRequestQueue", () => {
  it("runs product.md §9's 8 requests at once, and the 9th when one of them ends", async () => {
    expect(MAX_CONCURRENT_REQUESTS).toBe(8);
    const queue = createRequestQueue(MAX_CONCURRENT_REQUESTS);
    const gates = Array.from({ length: 10 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(queue.load).toEqual({ running: 8, waiting: 2 });

    gates[3]?.resolve();
    await expect(runs[3]).resolves.toBe(3);
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);

    for (const gate of gates) gate.resolve();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot of a request that failed", async () => {
    const queue = createRequestQueue(1);
    await expect(queue.run(() => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(queue.run(async () => "next")).resolves.toBe("next");
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("starts waiting requests first come, first served", async () => {
    const queue = createRequestQueue(1);
    const first = deferred();
    const order: string[] = [];
    const running = queue.run(() => first.promise);
    const later = ["b", "c", "d"].map((name) => queue.run(async () => order.push(name)));
    first.resolve();
    await Promise.all([running, ...later]);
    expect(order).toEqual(["b", "c", "d"]);
  });
});
