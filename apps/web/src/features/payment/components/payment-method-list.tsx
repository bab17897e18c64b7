import { t } from "@creator-checkout/core/i18n";
import { useId, useRef, useState } from "react";
import { Translated } from "@/lib/translated";
import type { PaymentMethod } from "../api/get-payment-methods";
import { cardName, expiryText } from "../utils/card-brands";
import { BrandIcon } from "./brand-icon";

interface PaymentMethodListProps {
  methods: PaymentMethod[];
  chosenId: string | null;
  onChoose: (sourceId: string) => void;
  /** The card being made the default, while its request runs. */
  makingDefaultId: string | null;
  /** Resolves true once the card is the default (and the one chosen to pay with). */
  onMakeDefault: (sourceId: string) => Promise<boolean>;
}

/**
 * product.md §3 "Payment method": the saved cards, one to choose, the default one marked. Each
 * row is the card's radio and, for a card that is not the default, "Make default" beside it (or
 * under it where the row is narrow): the two never share space (docs/decisions/067).
 */
export function PaymentMethodList({
  methods,
  chosenId,
  onChoose,
  makingDefaultId,
  onMakeDefault,
}: PaymentMethodListProps) {
  const name = useId();
  const radios = useRef(new Map<string, HTMLInputElement>());
  const [announcement, setAnnouncement] = useState("");

  async function makeDefault(method: PaymentMethod, button: HTMLButtonElement) {
    setAnnouncement("");
    if (!(await onMakeDefault(method.id))) return;
    // The button goes with the card's new state; focus moves to the card itself rather than
    // falling to the page, unless the buyer has already moved it elsewhere.
    const active = document.activeElement;
    if (active === button || active === document.body || active === null) {
      radios.current.get(method.id)?.focus();
    }
    setAnnouncement(t("payment.savedCard.madeDefault", { card: cardName(method) }));
  }

  return (
    <>
      <fieldset className="choices payment-methods">
        <legend className="visually-hidden">{t("payment.savedCard.payWith")}</legend>
        {methods.map((method) => {
          const expiry = expiryText(method.exp_month, method.exp_year);
          return (
            <div key={method.id} className="payment-method">
              <label className="payment-method__choice">
                <input
                  ref={(input) => {
                    if (input) radios.current.set(method.id, input);
                    else radios.current.delete(method.id);
                  }}
                  className="choice__input"
                  type="radio"
                  name={name}
                  value={method.id}
                  checked={method.id === chosenId}
                  onChange={() => onChoose(method.id)}
                />
                <BrandIcon brand={method.brand} />
                <span className="payment-method__details">
                  <span className="payment-method__number">
                    <span className="visually-hidden">{cardName(method)}</span>
                    <span aria-hidden="true" dir="ltr">
                      •••• {method.last4}
                    </span>
                  </span>
                  <span className="payment-method__expiry">
                    <Translated
                      id={
                        method.source_type === "wallet"
                          ? "payment.savedCard.expiresFromWallet"
                          : "payment.savedCard.expires"
                      }
                      values={{
                        date: (
                          <span className="payment-method__date" dir="ltr">
                            {expiry}
                          </span>
                        ),
                      }}
                    />
                  </span>
                  {method.isDefault ? (
                    <span className="pill">{t("payment.savedCard.default")}</span>
                  ) : null}
                </span>
              </label>
              {method.isDefault ? null : (
                <button
                  type="button"
                  className="link-button payment-method__make-default"
                  aria-disabled={makingDefaultId !== null || undefined}
                  onClick={(event) => {
                    if (makingDefaultId === null) void makeDefault(method, event.currentTarget);
                  }}
                >
                  {makingDefaultId === method.id ? (
                    t("payment.savedCard.saving")
                  ) : (
                    <>
                      <span aria-hidden="true">{t("payment.savedCard.makeDefault")}</span>
                      <span className="visually-hidden">
                        {t("payment.savedCard.makeDefaultFor", { card: cardName(method) })}
                      </span>
                    </>
                  )}
                </button>
              )}
            </div>
          );
        })}
      </fieldset>
      {/* A polite live region, not a second role=status: the card's note under the pay button
          is the status of the checkout. */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
