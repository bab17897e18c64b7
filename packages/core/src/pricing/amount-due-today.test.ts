import { describe, expect, it } from "vitest";
import { amountDueToday } from "./amount-due-today";

const noTrial = { trial_quantity: null, trial_interval: null, trial_price: null };

describe("the amount due today", () => {
  it.each([
    { case: "a plain option", option: noTrial, price: 2000, due: 2000 },
    {
      case: "a free trial",
      option: { trial_quantity: 14, trial_interval: "day" as const, trial_price: null },
      price: 1000,
      due: 0,
    },
    {
      case: "a paid trial",
      option: { trial_quantity: 1, trial_interval: "month" as const, trial_price: 100 },
      price: 9000,
      due: 100,
    },
    { case: "the buyer's own amount", option: noTrial, price: 1250, due: 1250 },
  ])("is $due for $case", ({ option, price, due }) => {
    expect(amountDueToday(option, price)).toBe(due);
  });
});
