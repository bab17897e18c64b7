import type { SwitchPreview } from "@creator-checkout/core/api";
import { switchDueToday, switchTakesEffect } from "@creator-checkout/core/pricing";
import type { TaxRatesTable } from "@creator-checkout/core/tax";
import type { Db } from "../../db/connect";
import type { TaxCalculator } from "../../payments/tax-calculator";
import type { Clock } from "../../security/clock";
import { findCardToCharge } from "../payments/find-card-to-charge";
import { orderTaxFigures, taxColumns } from "../purchases/purchase-tax";
import { chargeTax } from "./charge-tax";
import { planSwitch, type SwitchInput, switchNowFor } from "./plan-switch";

/**
 * product.md §7 "GET purchase switch": the exact amount a switch now would charge, or why it
 * cannot be made now, before the buyer commits (docs/decisions/031).
 */
export async function previewSwitch(
  {
    db,
    clock,
    taxRates,
    taxCalculator,
    gatewayName,
  }: {
    db: Db;
    clock: Clock;
    taxRates?: TaxRatesTable | undefined;
    taxCalculator?: TaxCalculator | undefined;
    gatewayName: string;
  },
  input: SwitchInput,
): Promise<SwitchPreview> {
  const { sub, option, amount, discount } = await planSwitch({ db }, input);
  const at = clock.now();
  const now =
    sub.product_option_id === option.id && sub.renewal_amount === amount
      ? { possible: false as const, reason: "You already have this option." }
      : switchNowFor(sub, { option, amount }, at, discount);
  const periodEnd = sub.current_period_end ?? at;
  const dueNow = switchDueToday("now", {
    payNow: now.possible,
    prorateAmountMinor: now.possible ? now.amountDue : 0,
  });
  return {
    product_option_id: option.id,
    pay_now: now.possible,
    prorate_amount: dueNow ?? 0,
    next_price: amount,
    currency: option.currency,
    end_date: (now.possible ? now.periodEnd : periodEnd).toISOString(),
    later_date: switchTakesEffect("later", { now: at, currentPeriodEnd: periodEnd }).toISOString(),
    reason: now.possible ? null : now.reason,
    ...(await switchTax(
      { db, taxRates, taxCalculator },
      { sub, gatewayName, at, prorated: dueNow ?? 0, currency: option.currency },
    )),
  };
}

/**
 * The switch's tax as the switch itself will charge it (docs/decisions/126), on the default
 * card's evidence; nothing at all where the creator collects none, so their answer is unchanged.
 */
async function switchTax(
  {
    db,
    taxRates,
    taxCalculator,
  }: { db: Db; taxRates?: TaxRatesTable | undefined; taxCalculator?: TaxCalculator | undefined },
  {
    sub,
    gatewayName,
    at,
    prorated,
    currency,
  }: {
    sub: { publisher_id: string; user_id: string; order_id: string };
    gatewayName: string;
    at: Date;
    prorated: number;
    currency: string;
  },
): Promise<Pick<SwitchPreview, "due_today" | "tax">> {
  const defaultCardCountry = async () => {
    const card = await findCardToCharge(
      { db },
      { publisherId: sub.publisher_id, userId: sub.user_id, gateway: gatewayName },
    );
    return card?.country ?? null;
  };
  const tax = await chargeTax(
    { db, taxRates },
    {
      publisherId: sub.publisher_id,
      firstOrderId: sub.order_id,
      cardCountry: defaultCardCountry,
      at,
    },
  );
  if (tax === null) return {};
  const taxed = await taxColumns({ taxCalculator }, tax, { amountMinor: prorated, currency });
  return { due_today: taxed.amount, tax: taxed.columns && orderTaxFigures(taxed.columns) };
}
