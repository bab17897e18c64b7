import { percentText, TAX_COUNTRIES } from "@creator-checkout/core/tax";
import type { Wording } from "./wording";

/** What an order records of its tax, as its columns hold it. */
interface RecordedTax {
  tax_treatment: string | null;
  tax_rate: number | null;
  tax_country: string | null;
  tax_inclusive: boolean | null;
}

/**
 * The summary's tax line in the buyer's language (core's saleTaxLabel says it in English):
 * "inkl. MwSt. 19 %", "VAT 21% (Netherlands)", the reverse charge's mention, or null where the
 * sale carries no tax.
 */
export function taxLabelIn(wording: Wording, order: RecordedTax): string | null {
  if (order.tax_treatment === "reverse_charge") return wording.say("invoice.reverseCharge");
  const country = order.tax_country ? TAX_COUNTRIES.get(order.tax_country) : undefined;
  if (order.tax_treatment !== "taxed" || !country || order.tax_country === null) return null;
  const tax = wording.say(country.taxName === "GST" ? "tax.gst" : "tax.vat");
  const rate = wording.say("invoice.percent", { rate: percentText(order.tax_rate ?? 0) });
  if (order.tax_inclusive) return wording.say("tax.included", { tax, rate });
  return wording.say("tax.added", { tax, rate, country: wording.country(order.tax_country) });
}
