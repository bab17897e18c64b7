import { t } from "@creator-checkout/core/i18n";
import { useMemo } from "react";
import { Card } from "@/components/card";
import { TextField } from "@/components/text-field";
import { errorSuggestion } from "@/lib/error-suggestion";
import { useHydrated } from "@/lib/use-hydrated";
import { deliveryDays, type GiftField, type GiftFormState } from "../hooks/use-gift-form";

/**
 * product.md §2 "Gift info": who gives, to whom, and a note; the page keeps the form's state. An
 * option that cannot be given (docs/decisions/033) gets the reason instead of a form.
 */
export function GiftInfoCard({ gift, giftable }: { gift: GiftFormState; giftable: boolean }) {
  // The giver's own calendar is known only in the browser: the server renders no bounds.
  const hydrated = useHydrated();
  const days = useMemo(() => (hydrated ? deliveryDays(new Date()) : null), [hydrated]);
  const fieldProps = (field: GiftField) => ({
    value: gift.values[field] ?? "",
    onChange: (value: string) => gift.change(field, value),
    onBlur: () => gift.touch(field),
    error: gift.errorOf(field),
  });

  if (!giftable) {
    return (
      <Card title={t("gift.card.title")}>
        <p className="card__text">{t("gift.card.notGiftable")}</p>
      </Card>
    );
  }

  return (
    <Card title={t("gift.card.title")}>
      <p className="card__text">{t("gift.card.intro")}</p>
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t("gift.form.senderName")}
          autoComplete="given-name"
          {...fieldProps("senderFirstName")}
        />
        <TextField
          label={t("gift.form.recipientName")}
          autoComplete="off"
          {...fieldProps("recipientFirstName")}
        />
        <TextField
          label={t("gift.form.recipientEmail")}
          type="email"
          autoComplete="off"
          {...fieldProps("recipientEmail")}
          errorHint={errorSuggestion(
            gift.errorOf("recipientEmail"),
            "validation.email",
            "validation.emailHint",
          )}
        />
        <TextField label={t("gift.form.note")} multiline optional {...fieldProps("giftNote")} />
        <TextField
          label={t("gift.form.deliveryDate")}
          type="date"
          optional
          hint={t("gift.form.deliveryHint")}
          value={gift.delivery.value}
          onChange={gift.delivery.change}
          error={gift.delivery.error}
          min={days?.min}
          max={days?.max}
        />
      </form>
    </Card>
  );
}
