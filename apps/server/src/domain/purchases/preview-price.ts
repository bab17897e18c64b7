import { chooseCurrency, optionCurrencies } from "@creator-checkout/core/catalog";
import { minimumCustomAmountMinor, settleCustomAmount } from "@creator-checkout/core/money";
import { eq } from "drizzle-orm";
import { productOptions, products } from "../../db/schema";
import { catalogKey } from "../catalog/catalog-cache";
import { optionPriced } from "./purchase-amount";
import { purchaseErrors } from "./purchase-errors";
import type { PurchaseDeps } from "./purchase-input";
import { readOffer } from "./purchase-product";
import { quotePurchaseTax } from "./quote-purchase-tax";

type PreviewDeps = Pick<
  PurchaseDeps,
  "db" | "catalogCache" | "clock" | "taxRates" | "taxCalculator" | "vies"
>;

/**
 * What an option's checkout shows a buyer from `country`, or paying in `currency`, for a
 * creator's own pricing page: the currency the page would choose, the price, and what is due
 * today with its tax line, computed by the tax quote, which is the purchase's own computation
 * (docs/decisions/160). Without a country a creator who charges tax gets the quote's 422.
 */
export async function previewPrice(
  deps: PreviewDeps,
  input: {
    productOptionId: string;
    country: string | undefined;
    currency: string | undefined;
    customPrice: number | null;
    ip: string;
  },
) {
  const publisherId = await publisherOfOption(deps, input.productOptionId);
  if (publisherId === null) throw purchaseErrors.unknownOption();
  const offer = await readOffer(deps, { publisherId, productOptionId: input.productOptionId });
  if (!offer) throw purchaseErrors.unknownOption();
  const currency =
    input.currency ??
    chooseCurrency({ countries: [input.country] }, optionCurrencies(offer.option)) ??
    offer.option.currency;
  const option = optionPriced(offer.option, currency);
  // The page starts a buyer's own amount at the smallest it takes, as the code check does.
  const customPrice =
    option.price === null
      ? (input.customPrice ??
        settleCustomAmount(minimumCustomAmountMinor(currency), currency, option.max_custom_price))
      : input.customPrice;
  const quote = await quotePurchaseTax(deps, {
    publisherId,
    productOptionId: input.productOptionId,
    customPrice,
    country: input.country,
    vatNumber: undefined,
    promotionCode: undefined,
    currency,
    ip: input.ip,
  });
  return {
    product_option_id: input.productOptionId,
    currency,
    currencies: optionCurrencies(offer.option),
    price: option.price ?? customPrice ?? 0,
    custom_price: option.price === null,
    due_today: quote.amount,
    tax: quote.tax,
  };
}

function publisherOfOption(
  { db, catalogCache }: Pick<PreviewDeps, "db" | "catalogCache">,
  productOptionId: string,
): Promise<string | null> {
  return catalogCache.read(catalogKey("optionPublisher", productOptionId), async () => {
    const [found] = await db
      .select({ publisherId: products.publisher_id })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.product_id))
      .where(eq(productOptions.id, productOptionId));
    return found?.publisherId ?? null;
  });
}
