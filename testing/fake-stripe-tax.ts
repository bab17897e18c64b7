import { randomBytes } from "node:crypto";
import {
  EU_MEMBER_STATES,
  normalizeCountry,
  SHIPPED_TAX_RATES,
  splitTax,
  supplyDay,
  taxRateOn,
} from "@creator-checkout/core/tax";

interface Answer {
  status: number;
  body: object;
}

/** The fields of a Tax Calculation this stand-in keeps; Stripe's own have more. */
interface FakeTaxCalculation {
  id: string;
  object: "tax.calculation";
  amount_total: number;
  currency: string;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  tax_date: number;
  tax_breakdown: {
    amount: number;
    inclusive: boolean;
    taxability_reason: "standard_rated" | "reverse_charge" | "not_collecting";
    taxable_amount: number;
    tax_rate_details: { country: string; percentage_decimal: string; tax_type: "vat" };
  }[];
  livemode: false;
}

interface FakeTaxTransaction {
  id: string;
  object: "tax.transaction";
  calculation: string;
  reference: string;
  metadata: Record<string, string>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const refused = (status: number, message: string): Answer => ({
  status,
  body: { error: { type: "invalid_request_error", message } },
});

/**
 * Stripe Tax's two calls the checkout makes, for the Stripe stand-in: a calculation from the
 * shipped rates table (so its figures match the table's to the unit), reverse-charging a buyer
 * with a VAT number of another member state than `origin` (the account's head office), and a
 * transaction from a calculation, refused for a reference already used, as Stripe refuses it.
 */
export function createFakeStripeTax({ origin = "NL" }: { origin?: string } = {}) {
  const calculations = new Map<string, FakeTaxCalculation>();
  const transactions = new Map<string, FakeTaxTransaction>();

  function calculate(form: URLSearchParams): Answer {
    const amount = Number(form.get("line_items[0][amount]"));
    const inclusion =
      form.get("line_items[0][tax_behavior]") === "inclusive" ? "inclusive" : "exclusive";
    const country = normalizeCountry(form.get("customer_details[address][country]"));
    if (!Number.isInteger(amount) || country === null) {
      return refused(400, "line_items[0][amount] and customer_details[address] are required.");
    }
    const at = new Date(Number(form.get("tax_date") ?? Date.now() / 1000) * 1000);
    const business = form.get("customer_details[tax_ids][0][value]");
    const reverse = business !== null && EU_MEMBER_STATES.has(country) && country !== origin;
    const rate = reverse ? null : taxRateOn(SHIPPED_TAX_RATES, country, supplyDay(country, at));
    const rateHundredths = rate?.rateHundredths ?? 0;
    const split = splitTax(amount, rateHundredths, inclusion);
    const calculation: FakeTaxCalculation = {
      id: newId("taxcalc"),
      object: "tax.calculation",
      amount_total: split.grossMinor,
      currency: form.get("currency") ?? "",
      tax_amount_exclusive: inclusion === "exclusive" ? split.taxMinor : 0,
      tax_amount_inclusive: inclusion === "inclusive" ? split.taxMinor : 0,
      tax_date: Math.floor(at.getTime() / 1000),
      tax_breakdown: [
        {
          amount: split.taxMinor,
          inclusive: inclusion === "inclusive",
          taxability_reason: reverse
            ? "reverse_charge"
            : rate === null
              ? "not_collecting"
              : "standard_rated",
          taxable_amount: split.netMinor,
          tax_rate_details: {
            country,
            percentage_decimal: (rateHundredths / 100).toFixed(4),
            tax_type: "vat",
          },
        },
      ],
      livemode: false,
    };
    calculations.set(calculation.id, calculation);
    return { status: 200, body: calculation };
  }

  function record(form: URLSearchParams): Answer {
    const calculation = form.get("calculation") ?? "";
    const reference = form.get("reference") ?? "";
    if (!calculations.has(calculation)) {
      return refused(404, `No such tax calculation: '${calculation}'`);
    }
    if ([...transactions.values()].some((each) => each.reference === reference)) {
      return refused(400, `A transaction with reference '${reference}' already exists.`);
    }
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (key) metadata[key] = value;
    }
    const transaction: FakeTaxTransaction = {
      id: newId("tax"),
      object: "tax.transaction",
      calculation,
      reference,
      metadata,
    };
    transactions.set(transaction.id, transaction);
    return { status: 200, body: transaction };
  }

  return {
    calculations,
    transactions,
    /** Stripe Tax's answer to a request, or null for a request that is not Stripe Tax's. */
    route(method: string, path: string, form: URLSearchParams): Answer | null {
      if (method === "POST" && path === "/v1/tax/calculations") return calculate(form);
      if (method === "POST" && path === "/v1/tax/transactions/create_from_calculation") {
        return record(form);
      }
      return null;
    },
  };
}
