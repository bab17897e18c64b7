import { describe, expect, it } from "vitest";
import { prorateSwitch, type SwitchNowInput } from "./prorate-switch";

const monthly = { amount: 1000, currency: "USD", interval: "month", intervalQuantity: 1 } as const;
const period = {
  periodStart: new Date("2027-03-01T00:00:00Z"),
  periodEnd: new Date("2027-03-31T00:00:00Z"), // 30 days
};
const active = { ...monthly, ...period, status: "ACTIVE" } as const;
const day = (n: number) => new Date(Date.UTC(2027, 2, 1 + n));

describe("switching now", () => {
  it.each<{ rule: string; input: SwitchNowInput; expected: ReturnType<typeof prorateSwitch> }>([
    {
      rule: "to a dearer plan of the same cycle halfway through: half the difference",
      input: { now: day(15), current: active, target: { ...monthly, amount: 2000 } },
      expected: { possible: true, amountDue: 500, periodEnd: period.periodEnd, newAnchor: false },
    },
    {
      rule: "to a dearer plan on the period's first day: the whole difference",
      input: { now: day(0), current: active, target: { ...monthly, amount: 2500 } },
      expected: { possible: true, amountDue: 1500, periodEnd: period.periodEnd, newAnchor: false },
    },
    {
      rule: "to a dearer plan a third of the way: each part rounded to the minor unit",
      input: { now: day(10), current: active, target: { ...monthly, amount: 1999 } },
      // 2/3 of 1999 is 1332.67 → 1333; 2/3 of 1000 is 666.67 → 667.
      expected: { possible: true, amountDue: 666, periodEnd: period.periodEnd, newAnchor: false },
    },
    {
      rule: "to a plan of the same price: nothing to pay",
      input: { now: day(20), current: active, target: { ...monthly } },
      expected: { possible: true, amountDue: 0, periodEnd: period.periodEnd, newAnchor: false },
    },
    {
      rule: "to a cheaper plan: not now, since the credit would not be refunded",
      input: { now: day(15), current: active, target: { ...monthly, amount: 500 } },
      expected: {
        possible: false,
        reason:
          "Switching now would leave a credit for the unused part of your plan. Switching is possible only at the end of the billing period.",
      },
    },
    {
      rule: "to a yearly plan halfway through a month: a year from now, less the unused half month",
      input: {
        now: day(15),
        current: active,
        target: { amount: 10000, currency: "USD", interval: "year", intervalQuantity: 1 },
      },
      expected: {
        possible: true,
        amountDue: 9500,
        periodEnd: new Date("2028-03-16T00:00:00Z"),
        newAnchor: true,
      },
    },
    {
      rule: "to a weekly plan costing less than the unused month: not now",
      input: {
        now: day(1),
        current: active,
        target: { amount: 300, currency: "USD", interval: "week", intervalQuantity: 1 },
      },
      expected: {
        possible: false,
        reason:
          "Switching now would leave a credit for the unused part of your plan. Switching is possible only at the end of the billing period.",
      },
    },
    {
      rule: "to another currency: not now",
      input: { now: day(15), current: active, target: { ...monthly, currency: "EUR" } },
      expected: {
        possible: false,
        reason:
          "The new option is priced in another currency. Switching is possible only at the end of the billing period.",
      },
    },
    {
      rule: "during a trial: free, and the trial keeps its end",
      input: {
        now: day(3),
        current: { ...active, status: "TRIALING" },
        target: { amount: 9000, currency: "USD", interval: "year", intervalQuantity: 1 },
      },
      expected: { possible: true, amountDue: 0, periodEnd: period.periodEnd, newAnchor: false },
    },
    {
      rule: "while a renewal is overdue: not until it is paid",
      input: { now: day(15), current: { ...active, status: "PAST_DUE" }, target: monthly },
      expected: { possible: false, reason: "Pay what is overdue before switching." },
    },
    {
      rule: "after the period's end, before its renewal ran: nothing now, the renewal charges the new price",
      input: { now: day(31), current: active, target: { ...monthly, amount: 2000 } },
      expected: { possible: true, amountDue: 0, periodEnd: period.periodEnd, newAnchor: false },
    },
  ])("$rule", ({ input, expected }) => {
    expect(prorateSwitch(input)).toEqual(expected);
  });
});
