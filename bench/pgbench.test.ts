import { describe, expect, it } from "vitest";
import { loadArgs, parseTps, parseTransactions } from "./pgbench";

// The end of a pgbench 15 run, as it prints it.
const finished = `transaction type: -
scaling factor: 1
query mode: prepared
number of clients: 8
number of threads: 2
maximum number of tries: 1
duration: 10 s
number of transactions actually processed: 13649
number of failed transactions: 0 (0.000%)
latency average = 5.861 ms
initial connection time = 12.345 ms
tps = 1364.93 (without initial connection time)
`;

describe("pgbench's output", () => {
  it("gives the rate without connection set-up and the transactions finished", () => {
    expect(parseTps(finished)).toBe(1364.93);
    expect(parseTransactions(finished)).toBe(13649);
  });

  it("refuses a run with failed transactions, or one that printed no figures", () => {
    expect(() =>
      parseTps(finished.replace("failed transactions: 0 (", "failed transactions: 3 (")),
    ).toThrow(/3 failed transactions/);
    expect(() => parseTps("pgbench: error: connection refused")).toThrow(/printed no tps/);
    expect(() => parseTransactions("pgbench: error: connection refused")).toThrow(
      /no transaction count/,
    );
  });

  it("runs every measurement at the same clients, threads and duration", () => {
    expect(loadArgs({ clients: 8, threads: 2, durationSeconds: 10 })).toEqual([
      "-c",
      "8",
      "-j",
      "2",
      "-T",
      "10",
    ]);
  });
});
