import { describe, expect, it } from "vitest";
import {
  type CpuReading,
  cpuPerPurchase,
  parseMachineCpu,
  parseProcessCpu,
  readCpu,
} from "./cpu-time";

describe("parseMachineCpu", () => {
  it("counts every core's time but idle and iowait as busy, in seconds", () => {
    const procStat = [
      "cpu  1000 20 300 5000 100 10 70 0 40 0",
      "cpu0 500 10 150 2500 50 5 35 0 20 0",
      "intr 12345",
    ].join("\n");
    // Guest time (40) is already inside user time, so it is not added again.
    expect(parseMachineCpu(procStat)).toEqual({ busy: 14, total: 65 });
  });

  it.each([["cpu0 500 10 150 2500 50 5 35 0"], ["cpu  1 2 3"], ["cpu  1 2 3 four 5 6 7 8"], [""]])(
    "refuses %j, which is not the machine's line",
    (procStat) => {
      expect(() => parseMachineCpu(procStat)).toThrow(/\/proc\/stat/);
    },
  );
});

describe("parseProcessCpu", () => {
  it("adds user and system time, in seconds", () => {
    const line =
      "4242 (node) S 1 4242 4242 0 -1 4194560 9000 0 0 0 1234 567 0 0 20 0 11 0 99 1000 200 0";
    expect(parseProcessCpu(line)).toBe(18.01);
  });

  it("reads past a command name with spaces and parentheses in it", () => {
    const line = "77 (odd (name) here) R 1 77 77 0 -1 0 0 0 0 0 300 100 0 0 20 0 1 0 5 0 0 0";
    expect(parseProcessCpu(line)).toBe(4);
  });

  it("refuses a line without the time fields", () => {
    expect(() => parseProcessCpu("77 (node) R 1 2")).toThrow(/\/proc\/<pid>\/stat/);
  });
});

describe("readCpu", () => {
  it.runIf(process.platform === "linux")("reads a live process and the machine", () => {
    const reading = readCpu(process.pid);
    if (!reading) throw new Error("no /proc/stat on a Linux machine");
    expect(reading.server).toBeGreaterThanOrEqual(0);
    expect(reading.machineBusy).toBeGreaterThan(0);
    expect(reading.machineTotal).toBeGreaterThan(reading.machineBusy);
  });

  it.runIf(process.platform === "linux")("gives no server time for a process that is gone", () => {
    expect(readCpu(2 ** 22 + 1)?.server).toBeNull();
  });
});

describe("cpuPerPurchase", () => {
  const reading = (at: number, server: number | null): CpuReading => ({
    machineBusy: 100 + at * 1.8,
    machineTotal: 1000 + at * 2,
    server: server === null ? null : 50 + at * 0.6,
    loadGenerator: 10 + at * 0.2,
  });

  it("shares the machine's, the server's and the load generator's time among the purchases", () => {
    // Ten seconds on two cores, 5,000 purchases.
    expect(cpuPerPurchase(reading(0, 0), reading(10, 0), 5_000)).toEqual({
      machineMs: expect.closeTo(3.6, 9),
      serverMs: expect.closeTo(1.2, 9),
      loadGeneratorMs: expect.closeTo(0.4, 9),
      machineBusyShare: expect.closeTo(0.9, 9),
    });
  });

  it("leaves the server's share out when it could not be read", () => {
    expect(cpuPerPurchase(reading(0, null), reading(10, 0), 5_000)?.serverMs).toBeNull();
  });

  it("has nothing to say where a reading is missing", () => {
    expect(cpuPerPurchase(null, reading(10, 0), 5_000)).toBeNull();
    expect(cpuPerPurchase(reading(0, 0), null, 5_000)).toBeNull();
  });

  it("has nothing to say of a run without purchases or without time", () => {
    expect(cpuPerPurchase(reading(0, 0), reading(10, 0), 0)).toBeNull();
    expect(cpuPerPurchase(reading(10, 0), reading(10, 0), 5_000)).toBeNull();
  });
});
