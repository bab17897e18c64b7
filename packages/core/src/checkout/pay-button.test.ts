import { describe, expect, it } from "vitest";
import { type PayButtonInput, payButton } from "./pay-button";

const active = { product_option_id: "monthly", status: "ACTIVE" };
const pastDue = { product_option_id: "monthly", status: "PAST_DUE" };
const canceled = { product_option_id: "monthly", status: "CANCELED" };
const freeTrial = { lengthText: "14 days", free: true, priceText: "Free" };
const paidTrial = { lengthText: "1 month", free: false, priceText: "$1" };

// Everything product.md §5 asks for is in place, so each row changes only what its rule is about.
const ready: PayButtonInput = {
  mode: "default",
  targetOptionId: "yearly",
  amountText: "$80",
  trial: null,
  current: null,
  nextOptionId: null,
  switchChoice: null,
  canSwitchNow: true,
  prorateText: "$3.20",
  overdueText: null,
  signedIn: true,
  cardSelected: true,
  formsValid: true,
  giftFormValid: true,
  checkoutInProgress: false,
};

describe("payButton label (product.md §4)", () => {
  it.each<{ rule: string; input: Partial<PayButtonInput>; label: string; enabled: boolean }>([
    {
      rule: "gift mode pays the amount",
      input: { mode: "gift", current: active, targetOptionId: "monthly" },
      label: "Pay $80",
      enabled: true,
    },
    {
      rule: "the same option, not canceled, is already subscribed",
      input: { mode: "switch", current: active, targetOptionId: "monthly" },
      label: "Already subscribed",
      enabled: false,
    },
    {
      rule: "the same option with an overdue renewal offers to pay it",
      input: { mode: "switch", current: pastDue, targetOptionId: "monthly", overdueText: "$8" },
      label: "Pay $8 now",
      enabled: true,
    },
    {
      rule: "another option of a buyer with an overdue renewal waits until it is paid",
      input: { mode: "switch", current: pastDue, overdueText: "$8", switchChoice: "later" },
      label: "Unable to switch now",
      enabled: false,
    },
    {
      rule: "an overdue renewal is not paid twice at once",
      input: {
        mode: "switch",
        current: pastDue,
        targetOptionId: "monthly",
        overdueText: "$8",
        checkoutInProgress: true,
      },
      label: "Pay $8 now",
      enabled: false,
    },
    {
      rule: "no current option with a free trial starts the free trial",
      input: { trial: freeTrial },
      label: "Start 14 days free trial",
      enabled: true,
    },
    {
      rule: "no current option with a paid trial starts the trial for its price",
      input: { trial: paidTrial },
      label: "Start 1 month trial for $1",
      enabled: true,
    },
    {
      rule: "no current option without a trial pays the amount",
      input: {},
      label: "Pay $80",
      enabled: true,
    },
    {
      rule: "a canceled option counts as none, even for the same option",
      input: { current: canceled, targetOptionId: "monthly" },
      label: "Pay $80",
      enabled: true,
    },
    {
      rule: "a canceled option with a trial product starts the trial",
      input: { current: canceled, trial: freeTrial },
      label: "Start 14 days free trial",
      enabled: true,
    },
    {
      rule: "a different option already queued for the next period is switching soon",
      input: { mode: "switch", current: active, nextOptionId: "yearly", switchChoice: "now" },
      label: "Will be switching soon",
      enabled: false,
    },
    {
      rule: "a different option switched now costs the prorated amount",
      input: { mode: "switch", current: active, switchChoice: "now" },
      label: "Switch now for $3.20",
      enabled: true,
    },
    {
      rule: "a different option that cannot switch now says so",
      input: { mode: "switch", current: active, switchChoice: "now", canSwitchNow: false },
      label: "Unable to switch now",
      enabled: false,
    },
    {
      rule: "a different option cannot switch now before its prorated amount is known",
      input: { mode: "switch", current: active, switchChoice: "now", prorateText: null },
      label: "Unable to switch now",
      enabled: false,
    },
    {
      rule: "a different option switched later costs the amount at the end of the cycle",
      input: { mode: "switch", current: active, switchChoice: "later" },
      label: "Switch at the end of your cycle for $80",
      enabled: true,
    },
    {
      rule: "a different option without a switch choice asks for one",
      input: { mode: "switch", current: active },
      label: "Choose an option",
      enabled: false,
    },
  ])("$rule: $label", ({ input, label, enabled }) => {
    expect(payButton({ ...ready, ...input })).toEqual({ label, enabled });
  });
});

describe("payButton enabled (product.md §5)", () => {
  const gift: Partial<PayButtonInput> = { mode: "gift" };
  const switching: Partial<PayButtonInput> = {
    mode: "switch",
    current: active,
    switchChoice: "later",
  };

  it.each<{ rule: string; input: Partial<PayButtonInput>; enabled: boolean }>([
    { rule: "enables a ready default checkout", input: {}, enabled: true },
    { rule: "enables a ready switch", input: switching, enabled: true },
    { rule: "enables a ready gift", input: gift, enabled: true },
    { rule: "disables paying when signed out", input: { signedIn: false }, enabled: false },
    {
      rule: "disables paying without a chosen card",
      input: { cardSelected: false },
      enabled: false,
    },
    { rule: "disables paying with an invalid form", input: { formsValid: false }, enabled: false },
    {
      rule: "disables a switch without a current option",
      input: { ...switching, current: null },
      enabled: false,
    },
    {
      rule: "disables a switch from a canceled option",
      input: { ...switching, current: canceled },
      enabled: false,
    },
    {
      rule: "disables a switch to the current option",
      input: { ...switching, targetOptionId: "monthly" },
      enabled: false,
    },
    {
      rule: "disables a switch while a checkout is in progress",
      input: { ...switching, checkoutInProgress: true },
      enabled: false,
    },
    {
      rule: "disables a switch to the option queued for the next period",
      input: { ...switching, nextOptionId: "yearly" },
      enabled: false,
    },
    {
      rule: "disables a gift with an invalid gift form",
      input: { ...gift, giftFormValid: false },
      enabled: false,
    },
    {
      rule: "disables a gift when signed out",
      input: { ...gift, signedIn: false },
      enabled: false,
    },
    {
      rule: "disables a gift while a checkout is in progress, so one click never pays twice",
      input: { ...gift, checkoutInProgress: true },
      enabled: false,
    },
    {
      rule: "enables a gift of the option queued for the next period",
      input: { ...gift, nextOptionId: "yearly" },
      enabled: true,
    },
    {
      rule: "disables a default checkout for a buyer with a current option",
      input: { current: active },
      enabled: false,
    },
    {
      rule: "enables a default checkout for a buyer whose option is canceled",
      input: { current: canceled },
      enabled: true,
    },
    {
      rule: "disables a default checkout while a checkout is in progress",
      input: { checkoutInProgress: true },
      enabled: false,
    },
    {
      rule: "disables a default checkout of the option queued for the next period",
      input: { nextOptionId: "yearly" },
      enabled: false,
    },
    {
      rule: "ignores the gift form outside gift mode",
      input: { giftFormValid: false },
      enabled: true,
    },
  ])("$rule", ({ input, enabled }) => {
    expect(payButton({ ...ready, ...input }).enabled).toBe(enabled);
  });
});
