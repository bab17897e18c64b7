import { t } from "@creator-checkout/core/i18n";
import { useCallback, useId, useRef, useState } from "react";
import { Modal } from "@/components/modal";
import { errorSuggestion } from "@/lib/error-suggestion";
import { useDebouncedHandler } from "@/lib/use-debounced-handler";
import { useAddPaymentMethod } from "../api/add-payment-method";
import type { PaymentMethod } from "../api/get-payment-methods";
import {
  CardError,
  type CardFieldsHandle,
  type CardFieldsState,
  type CardProvider,
} from "../card-provider";

interface AddCardModalProps {
  CardFields: CardProvider["CardFields"];
  onClose: () => void;
  /** The card is saved: the modal is closed by its owner (product.md §4 "Cards"). */
  onAdded: (method: PaymentMethod) => void;
}

/**
 * product.md §4 "Cards" and product.md §5 "Card": the provider's card form; Add Card stays disabled while
 * the card is incomplete (card-valid starts false) and while it is being saved. The provider's
 * message shows in red under the form.
 */
export function AddCardModal({ CardFields, onClose, onAdded }: AddCardModalProps) {
  const errorId = useId();
  const fieldsRef = useRef<CardFieldsHandle>(null);
  const [fields, setFields] = useState<CardFieldsState>({ complete: false, error: null });
  const [providerError, setProviderError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const addPaymentMethod = useAddPaymentMethod();

  const onFieldsChange = useCallback((state: CardFieldsState) => {
    setFields(state);
    // The buyer is correcting the card: the provider's last word no longer applies.
    setProviderError(null);
  }, []);

  const save = useDebouncedHandler(async () => {
    const handle = fieldsRef.current;
    if (saving || !fields.complete || !handle) return;
    setSaving(true);
    setProviderError(null);
    try {
      const token = await handle.createToken();
      const method = await addPaymentMethod.mutateAsync({ token, sourceType: "card" });
      onAdded(method);
    } catch (error) {
      setProviderError(
        error instanceof CardError || error instanceof Error
          ? error.message
          : t("payment.addCard.failed"),
      );
      setSaving(false);
    }
  });

  const error = providerError ?? fields.error;
  const errorHint = errorSuggestion(
    error,
    "payment.cardCheck.numberInvalid",
    "payment.cardCheck.numberInvalidHint",
  );
  return (
    <Modal title={t("payment.addCard.title")} onClose={onClose} closeDisabled={saving}>
      <form
        className="add-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <CardFields ref={fieldsRef} onChange={onFieldsChange} disabled={saving} errorId={errorId} />
        <p id={errorId} className="field__error add-card__error" aria-live="polite">
          {error}
          {errorHint ? <span className="add-card__hint"> {errorHint}</span> : null}
        </p>
        <button
          type="submit"
          className="button button--block"
          disabled={!fields.complete}
          aria-disabled={saving || undefined}
          data-busy={saving || undefined}
        >
          {saving ? <span className="spinner spinner--on-accent" aria-hidden="true" /> : null}
          {t("payment.addCard.submit")}
        </button>
      </form>
    </Modal>
  );
}
