import {
  type CardField,
  type CardInput,
  cardBrand,
  cardDigits,
  checkCard,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from "@creator-checkout/core/cards";
import { t } from "@creator-checkout/core/i18n";
import { useEffect, useId, useImperativeHandle, useState } from "react";
import { ApiError } from "@/lib/api-error";
import { BrandIcon } from "../../components/brand-icon";
import { CardError, type CardFieldsProps } from "../card-provider";
import { createCardToken } from "./create-card-token";

const emptyCard: CardInput = { number: "", expiry: "", cvc: "", postalCode: "" };
const fieldOrder: readonly CardField[] = ["number", "expiry", "cvc", "postalCode"];

/**
 * The test processor's card form: number, expiry, CVC and ZIP, checked as they are typed and
 * tokenised with the test processor when the buyer adds the card. Like a provider's card
 * element it reports one state for the whole card and one message to show under it.
 */
export function TestCardFields({ ref, onChange, disabled, errorId }: CardFieldsProps) {
  const ids = { number: useId(), expiry: useId(), cvc: useId(), postalCode: useId() };
  const [card, setCard] = useState(emptyCard);
  const [blurred, setBlurred] = useState<ReadonlySet<CardField>>(new Set());
  const [edited, setEdited] = useState<ReadonlySet<CardField>>(new Set());
  const [now] = useState(() => new Date());

  const checks = checkCard(card, now);
  const complete = fieldOrder.every((field) => checks[field].complete);
  // A wrong value is said at once; a missing part waits until the buyer typed in that field and
  // left it: Tab passing an empty field is not a mistake (docs/decisions/156).
  const erroredField = fieldOrder.find(
    (field) =>
      checks[field].invalid ||
      (blurred.has(field) && edited.has(field) && checks[field].incomplete),
  );
  const error = erroredField
    ? (checks[erroredField].invalid ?? checks[erroredField].incomplete)
    : null;

  useEffect(() => onChange({ complete, error }), [complete, error, onChange]);

  useImperativeHandle(
    ref,
    () => ({
      async createToken() {
        const expiry = parseExpiry(card.expiry);
        try {
          const token = await createCardToken({
            number: cardDigits(card.number),
            exp_month: expiry?.month ?? 0,
            exp_year: expiry?.year ?? 0,
            cvc: card.cvc,
            postal_code: card.postalCode.trim(),
          });
          return token.id;
        } catch (cause) {
          throw new CardError(
            cause instanceof ApiError ? cause.message : t("payment.cardFields.checkFailed"),
          );
        }
      },
    }),
    [card],
  );

  const brand = cardBrand(cardDigits(card.number));
  const update = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
  };
  const leave = (field: CardField) => setBlurred((current) => new Set(current).add(field));
  const controlProps = (field: CardField) => ({
    id: ids[field],
    className: "field__control",
    disabled,
    "aria-invalid": erroredField === field ? true : undefined,
    // The message under the form is about one field at a time: only that field is described by
    // it, so the CVC is never read the card number's error. A refusal of the card as a whole
    // (the processor's) is the card number's.
    "aria-describedby": (erroredField ?? "number") === field ? errorId : undefined,
    onBlur: () => leave(field),
  });

  return (
    <fieldset className="card-fields">
      <legend className="visually-hidden">{t("payment.cardFields.legend")}</legend>
      <p className="card-fields__note">
        {t("payment.cardFields.testMode", { number: "4242 4242 4242 4242" })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={ids.number}>
          {t("payment.cardFields.number")}
        </label>
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
      </div>
      <div className="card-fields__row">
        <div className="field">
          <label className="field__label" htmlFor={ids.expiry}>
            {t("payment.cardFields.expiry")}
          </label>
          <input
            {...controlProps("expiry")}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t("payment.cardFields.expiryPlaceholder")}
            value={card.expiry}
            onChange={(event) => update("expiry", formatExpiry(event.target.value))}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.cvc}>
            {t("payment.cardFields.cvc")}
          </label>
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
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.postalCode}>
          {t("payment.cardFields.postalCode")}
        </label>
        <input
          {...controlProps("postalCode")}
          type="text"
          autoComplete="postal-code"
          placeholder="12345"
          maxLength={10}
          value={card.postalCode}
          onChange={(event) => update("postalCode", event.target.value)}
        />
      </div>
    </fieldset>
  );
}
