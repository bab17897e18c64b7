import type { TaxInclusion } from "./tax-split";
import type { TaxTreatment } from "./tax-treatment";

/** The words of art. 226(11a) of Directive 2006/112/EC, for an invoice and the summary alike. */
export const REVERSE_CHARGE_LABEL = "Reverse charge";

/**
 * The summary's tax line, or null when the sale carries none: "VAT 21% (Netherlands)" where the
 * tax is added, "incl. VAT 21%" where the price holds it, "GST 10% (Australia)" in Australia.
 */
export function taxLineLabel(treatment: TaxTreatment, inclusion: TaxInclusion): string | null {
  if (treatment.kind === "none") return null;
  if (treatment.kind === "reverse_charge") return REVERSE_CHARGE_LABEL;
  const rate = `${treatment.taxName} ${percentText(treatment.rate.rateHundredths)}%`;
  return inclusion === "inclusive" ? `incl. ${rate}` : `${rate} (${treatment.countryName})`;
}

/** 2100 is "21", 2550 is "25.5", 810 is "8.1", 5 is "0.05": no trailing zeros. */
export function percentText(rateHundredths: number): string {
  const whole = Math.floor(rateHundredths / 100);
  const fraction = String(rateHundredths % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction === "" ? String(whole) : `${whole}.${fraction}`;
}
