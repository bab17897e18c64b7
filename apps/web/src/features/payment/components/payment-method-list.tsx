import { useId } from "react";
import type { PaymentMethod } from "../api/get-payment-methods";
import { brandName, expiryText } from "../utils/card-brands";
import { BrandIcon } from "./brand-icon";

interface PaymentMethodListProps {
  methods: PaymentMethod[];
  chosenId: string | null;
  onChoose: (sourceId: string) => void;
  /** The card being made the default, while its request runs. */
  makingDefaultId: string | null;
  onMakeDefault: (sourceId: string) => void;
}

/** product.md §3 "Payment method": the saved cards, one to choose, the default one marked. */
export function PaymentMethodList({
  methods,
  chosenId,
  onChoose,
  makingDefaultId,
  onMakeDefault,
}: PaymentMethodListProps) {
  const name = useId();
  return (
    <fieldset className="choices payment-methods">
      <legend className="visually-hidden">Pay with</legend>
      {methods.map((method) => {
        const expiry = expiryText(method.exp_month, method.exp_year);
        return (
          <div key={method.id} className="payment-method">
            <label className="choice payment-method__choice">
              <input
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
                  <span className="visually-hidden">{brandName(method.brand)} ending in </span>
                  <span aria-hidden="true">•••• </span>
                  {method.last4}
                </span>
                <span className="payment-method__expiry">
                  Expires {expiry}
                  {method.source_type === "wallet" ? " · from your wallet" : null}
                </span>
              </span>
              {method.isDefault ? <span className="pill">DEFAULT</span> : null}
            </label>
            {method.isDefault ? null : (
              <button
                type="button"
                className="link-button payment-method__make-default"
                aria-disabled={makingDefaultId !== null || undefined}
                onClick={() => {
                  if (makingDefaultId === null) onMakeDefault(method.id);
                }}
              >
                {makingDefaultId === method.id ? "Saving…" : "Make default"}
                <span className="visually-hidden">
                  {` for ${brandName(method.brand)} ending in ${method.last4}`}
                </span>
              </button>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
