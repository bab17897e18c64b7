import {
  type CardField,
  type CardInput,
  cardBrand,
  cardDigits,
  formatCardNumber,
  formatExpiry,
} from "@creator-checkout/core/cards";
import { t } from "@creator-checkout/core/i18n";
import { type ReactNode, useEffect, useId, useImperativeHandle, useState } from "react";
import { ApiError } from "@/lib/api-error";
import { BrandIcon } from "../../components/brand-icon";
import { CardError, type CardFieldsProps } from "../card-provider";
import { cardFieldsState, cardTokenRequest, describedField, emptyCard } from "./card-fields-state";
import { createCardToken } from "./create-card-token";

/**
 * The test processor's card form: number, expiry, CVC and ZIP, checked as they are typed and
 * tokenised with the test processor when the buyer adds the card. Like a provider's card
 * element it reports one state for the whole card and one message to show under it.
 */
export function TestCardFields({ ref, onChange, disabled, errorId }: CardFieldsProps) {
  const ids = { number: useId(), expiry: useId(), cvc: useId(), postalCode: useId() };
  const { card, erroredField, update, leave } = useTestCard(onChange);
  useImperativeHandle(ref, () => ({ createToken: () => cardToken(card) }), [card]);

  const brand = cardBrand(cardDigits(card.number));
  const controlProps = (field: CardField) => ({
    id: ids[field],
    className: "field__control",
    disabled,
    "aria-invalid": erroredField === field ? true : undefined,
    "aria-describedby": describedField(erroredField) === field ? errorId : undefined,
    onBlur: () => leave(field),
  });

  return (
    <fieldset className="card-fields">
      <legend className="visually-hidden">{t("payment.cardFields.legend")}</legend>
      <p className="card-fields__note">
        {t("payment.cardFields.testMode", { number: "4242 4242 4242 4242" })}
      </p>
      <Field id={ids.number} label={t("payment.cardFields.number")}>
        <div className="card-fields__number">
          <input
            {...controlProps("number")}
            data-autofocus
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(event) => update("number", formatCardNumber(event.target.value))}
          />
          <span className="card-fields__brand">
            <BrandIcon brand={brand} />
          </span>
        </div>
      </Field>
      <div className="card-fields__row">
        <Field id={ids.expiry} label={t("payment.cardFields.expiry")}>
          <input
            {...controlProps("expiry")}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t("payment.cardFields.expiryPlaceholder")}
            value={card.expiry}
            onChange={(event) => update("expiry", formatExpiry(event.target.value))}
          />
        </Field>
        <Field id={ids.cvc} label={t("payment.cardFields.cvc")}>
          <input
            {...controlProps("cvc")}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={brand === "amex" ? "1234" : "123"}
            maxLength={4}
            value={card.cvc}
            onChange={(event) => update("cvc", cardDigits(event.target.value).slice(0, 4))}
          />
        </Field>
      </div>
      <Field id={ids.postalCode} label={t("payment.cardFields.postalCode")}>
        <input
          {...controlProps("postalCode")}
          type="text"
          autoComplete="postal-code"
          placeholder="12345"
          maxLength={10}
          value={card.postalCode}
          onChange={(event) => update("postalCode", event.target.value)}
        />
      </Field>
    </fieldset>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** What is typed and where the buyer has been; the card's state goes to `onChange`. */
function useTestCard(onChange: CardFieldsProps["onChange"]) {
  const [card, setCard] = useState(emptyCard);
  const [blurred, setBlurred] = useState<ReadonlySet<CardField>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<CardField>>(new Set());
  const [now] = useState(() => new Date());
  const { complete, erroredField, error } = cardFieldsState(card, { blurred, edited }, now);

  useEffect(() => onChange({ complete, error }), [complete, error, onChange]);

  return {
    card,
    erroredField,
    update(field: CardField, value: string) {
      setCard((current) => ({ ...current, [field]: value }));
      setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
    leave: (field: CardField) => setBlurred((current) => new Set(current).add(field)),
  };
}

async function cardToken(card: CardInput): Promise<string> {
  try {
    const token = await createCardToken(cardTokenRequest(card));
    return token.id;
  } catch (cause) {
    throw new CardError(
      cause instanceof ApiError ? cause.message : t("payment.cardFields.checkFailed"),
    );
  }
}
