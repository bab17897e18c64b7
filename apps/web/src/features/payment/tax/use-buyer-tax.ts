import type { SwitchPreview } from "@creator-checkout/core/api";
import { t } from "@creator-checkout/core/i18n";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-error";
import type { TaxSummary } from "@/types/tax-summary";
import { type TaxQuoteRequest, taxQuoteRootKey, useTaxQuote } from "../api/quote-tax";
import { defaultBuyerCountry } from "./buyer-country";
import { taxSummary } from "./tax-summary";

/** What the summary shows of the tax: its lines, "Working out…" while a quote is asked, or none. */
export type SummaryTax = TaxSummary | "working-out" | null;

/** What a purchase or a gift sends of the buyer's tax (docs/decisions/124, 128). */
export interface BuyerTaxFields {
  country: string;
  vatNumber: string | null;
  countryConfirmed: boolean;
  /** The total the buyer was shown; absent where the page showed none (a gift's trial). */
  total: number | null;
}

export interface BuyerTaxInput {
  quoteFor: Omit<TaxQuoteRequest, "country" | "vatNumber"> | null;
  /** The quote's figures are not what is charged (a gift's trial): none shown. */
  figuresApply: boolean;
  /** A switch now: its preview carries the tax of its own day and evidence. */
  switchNow: SwitchPreview | null;
}

const pageLanguage = () => document.documentElement.lang;

/**
 * The Payment card's tax (docs/decisions/129, 130): the country and a business's VAT number the
 * buyer states, the quote for them, the summary's lines from it (or a switch's preview), what the
 * purchase sends, and the purchase's two tax refusals. The page learns that the creator collects
 * tax from the first quote (`tax` not null); until it answers, Pay waits.
 */
export function useBuyerTax({ quoteFor, figuresApply, switchNow }: BuyerTaxInput) {
  const queryClient = useQueryClient();
  const [country, setCountry] = useState(
    () => defaultBuyerCountry(pageLanguage(), navigator.languages) ?? "",
  );
  const [business, setBusiness] = useState(false);
  const [vatNumber, setVatNumber] = useState<string | null>(null);
  const [confirmedCountry, setConfirmedCountry] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [resend, setResend] = useState(false);
  const sentNumber = business && vatNumber ? vatNumber : null;
  const quote = useTaxQuote(
    quoteFor && country ? { ...quoteFor, country, vatNumber: sentNumber } : null,
  );
  // Learned from the first answer and kept: a refused number's answer carries no figures.
  const [collects, setCollects] = useState(false);
  if (!collects && quote.data?.tax != null) setCollects(true);
  const current = quote.isSuccess && !quote.isPlaceholderData ? quote.data : null;
  const vatRefused =
    quote.error instanceof ApiError && "vat_number" in quote.error.fields ? quote.error : null;

  function summary(): SummaryTax {
    if (switchNow?.tax && switchNow.due_today !== undefined) {
      const { due_today: amountMinor, currency } = switchNow;
      return taxSummary(switchNow.tax, { amountMinor, currency, pageLanguage: pageLanguage() });
    }
    if (!collects || !figuresApply || quoteFor === null) return null;
    // Asking, or refused (a VAT number): no figure until the server gives one; Pay waits too.
    if (current === null) return "working-out";
    const { amount: amountMinor, currency } = current;
    return taxSummary(current.tax, { amountMinor, currency, pageLanguage: pageLanguage() });
  }

  return {
    collects: collects && quoteFor !== null,
    country,
    business,
    vatNumber,
    /** Pay waits for the quote of what is on screen, and for a VAT number the server accepts. */
    held: quoteFor !== null && country !== "" && (quote.isFetching || vatRefused !== null),
    vatError: vatRefused && vatRefusal(vatRefused),
    quoteError: quote.error && !vatRefused ? quote.error.message : null,
    summary: summary(),
    /** The country the purchase's card disagrees with, until the buyer confirms or changes it. */
    asking,
    /** True once, right after the buyer confirmed: the card sends the purchase again. */
    resend,
    fields: (): BuyerTaxFields | null =>
      collects
        ? {
            country,
            vatNumber: sentNumber,
            countryConfirmed: confirmedCountry === country,
            total: figuresApply && current ? current.amount : null,
          }
        : null,
    chooseCountry(code: string) {
      setCountry(code);
      setAsking(null);
    },
    chooseBusiness(isBusiness: boolean) {
      setBusiness(isBusiness);
    },
    commitVatNumber(typed: string) {
      setVatNumber(typed.trim() || null);
    },
    confirmCountry() {
      setConfirmedCountry(country);
      setAsking(null);
      setResend(true);
    },
    resent: () => setResend(false),
    /**
     * The purchase's tax refusals: a country to confirm asks the buyer (true: the red box stays
     * empty); a total that changed (a rate, since the quote) asks for the quote again, and the
     * red box says to check it.
     */
    refused(error: ApiError): boolean {
      if (error.code === "COUNTRY_CONFIRMATION_REQUIRED") {
        setAsking(error.message);
        return true;
      }
      if (error.code === "TAX_TOTAL_NOT_SHOWN") {
        void queryClient.invalidateQueries({ queryKey: taxQuoteRootKey });
      }
      return false;
    },
  };
}

export type BuyerTax = ReturnType<typeof useBuyerTax>;

/** Tells the summary of the tax lines as they change, and that there are none once the card goes. */
export function useTaxSummary(summary: SummaryTax, onTaxSummary: (summary: SummaryTax) => void) {
  const key = JSON.stringify(summary);
  const report = useRef(onTaxSummary);
  report.current = onTaxSummary;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the summary's content
  useEffect(() => report.current(summary), [key]);
  useEffect(() => () => report.current(null), []);
}

/** The server's sentence on an English page; the page's own in any other (docs/decisions/122). */
function vatRefusal(error: ApiError): string {
  return pageLanguage() === "en"
    ? (error.fields.vat_number ?? t("payment.tax.vatNumberRefused"))
    : t("payment.tax.vatNumberRefused");
}
