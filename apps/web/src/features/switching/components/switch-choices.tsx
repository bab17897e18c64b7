import type { SwitchChoice } from "@creator-checkout/core/checkout";
import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import { formatDate, switchTakesEffect } from "@creator-checkout/core/pricing";
import { useId, useState } from "react";
import { usePageOpenedAt } from "@/lib/page-clock";
import { type SwitchTarget, useSwitchPreview } from "../api/get-switch-preview";
import { switchQuote } from "../utils/switch-quote";

export interface SwitchChoicesProps {
  /** The option to switch to, from `switchTarget`; nothing shows without one. */
  target: SwitchTarget | null;
  choice: SwitchChoice | null;
  onChoose: (choice: SwitchChoice) => void;
}

/**
 * product.md §4 "Switch mode choices": "Switch Now" with the exact prorated amount (with its
 * tax where the creator collects it) and its PRORATED pill, or "Unable to switch now" and why; "Switch Later" with what the option costs
 * from the day it takes effect, the end of the current period (docs/decisions/031). Shown only
 * when a switch is possible.
 */
export function SwitchChoices({ target, choice, onChoose }: SwitchChoicesProps) {
  const name = useId();
  const [now] = useState(usePageOpenedAt());
  const preview = useSwitchPreview(target);
  if (target === null) return null;

  return (
    <fieldset className="choices switch-choices" aria-busy={preview.isPending || undefined}>
      <legend className="section-title">{t("switching.title")}</legend>
      {preview.isPending ? (
        <p className="card__text" role="status">
          {t("switching.loading")}
        </p>
      ) : preview.isError ? (
        <p className="form-alert" role="alert">
          {t("switching.loadFailed")}
        </p>
      ) : (
        <>
          <label className="choice">
            <input
              className="choice__input"
              type="radio"
              name={name}
              value="now"
              checked={choice === "now"}
              onChange={() => onChoose("now")}
            />
            <span className="choice__title">{t("switching.now")}</span>
            <span className="choice__price">
              {preview.data.pay_now ? (
                <>
                  {/* What is charged today: with its tax where the creator adds it (docs/decisions/130). */}
                  {formatMoney(
                    preview.data.due_today ?? preview.data.prorate_amount,
                    preview.data.currency,
                  )}{" "}
                  <span className="pill">{t("switching.prorated")}</span>
                </>
              ) : (
                t("checkout.payButton.unableToSwitchNow")
              )}
            </span>
          </label>
          {preview.data.pay_now ? null : (
            <p className="switch-choices__note">{t("switching.onlyAtPeriodEnd")}</p>
          )}
          <label className="choice">
            <input
              className="choice__input"
              type="radio"
              name={name}
              value="later"
              checked={choice === "later"}
              onChange={() => onChoose("later")}
            />
            <span className="choice__title">{t("switching.later")}</span>
            <span className="choice__price">
              {t("switching.laterPrice", {
                price: formatMoney(preview.data.next_price, preview.data.currency),
                date: formatDate(
                  switchTakesEffect("later", {
                    now,
                    currentPeriodEnd: switchQuote(preview.data).currentPeriodEnd,
                  }),
                ),
              })}
            </span>
          </label>
        </>
      )}
    </fieldset>
  );
}
