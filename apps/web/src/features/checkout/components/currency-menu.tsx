import { t } from "@creator-checkout/core/i18n";
import { checkoutPath } from "@/lib/checkout-path";
import { useQueryParams } from "@/lib/use-query-params";

interface CurrencyMenuProps {
  /** Every currency the product's options sell in, the first option's first. */
  currencies: string[];
  /** The currency the prices are shown in. */
  current: string;
  /** The option on screen, which each link keeps. */
  productOptionId: string;
}

/**
 * The buyer's choice of currency (docs/decisions/160): plain links that keep the address's other
 * parameters and add `?currency=`, so the server renders the page in it and a reload or a shared
 * link keeps it. No script: it costs the first view only its markup. A buyer's own amount is
 * in the old currency's units, so a link leaves it out; so does it the language, which the
 * server keeps from the address in a cookie and which the page writes back itself.
 */
export function CurrencyMenu({ currencies, current, productOptionId }: CurrencyMenuProps) {
  const { params } = useQueryParams();
  if (currencies.length < 2) return null;
  return (
    <nav className="currency-menu" aria-label={t("summary.currency")}>
      <span className="currency-menu__label" aria-hidden="true">
        {t("summary.currency")}
      </span>
      <ul className="currency-menu__list">
        {currencies.map((currency) => (
          <li key={currency}>
            <a
              className="currency-menu__link"
              href={checkoutPath({
                ...params,
                productOptionId,
                customPriceMinor: null,
                locale: null,
                currency,
              })}
              aria-current={currency === current ? "true" : undefined}
            >
              {currency}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
