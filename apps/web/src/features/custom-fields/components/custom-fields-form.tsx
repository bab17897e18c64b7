import type { CheckoutCustomField } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type PayPrerequisite, usePayPrerequisite } from "@/lib/pay-prerequisites";
import { useSaveCustomProperties } from "../api/save-custom-properties";
import { useCustomFieldsForm } from "../hooks/use-custom-fields-form";
import { fieldErrorsOf } from "../utils/field-errors";
import { CUSTOM_FIELDS_PREREQUISITE } from "./additional-info-loading";
import { CustomFieldQuestion } from "./custom-field-question";

interface CustomFieldsFormProps {
  productId: string;
  fields: readonly CheckoutCustomField[];
  saved: Readonly<Record<string, unknown>>;
}

/**
 * product.md §4 "Custom fields form": on every change the form tells the pay flow whether it is
 * valid and hands it a save of the current answers; paying saves them (PUT /me/properties).
 */
export function CustomFieldsForm({ productId, fields, saved }: CustomFieldsFormProps) {
  const form = useCustomFieldsForm(fields, saved);
  const saveAnswers = useSaveCustomProperties(productId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { valid, submittable, showServerErrors, payPresses } = form;
  const formElement = useRef<HTMLFormElement>(null);
  const statusId = useId();
  const validNow = useRef(valid);
  validNow.current = valid;

  // Pay pressed while these answers held it back: the buyer is taken to the first question that
  // needs one, whose error now shows.
  useEffect(() => {
    if (payPresses === 0 || validNow.current) return;
    const field = formElement.current?.querySelector(".field__error")?.closest(".field");
    const control =
      field?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      field?.querySelector<HTMLElement>("input, select, textarea");
    control?.focus();
  }, [payPresses]);

  const prerequisite = useMemo<PayPrerequisite>(
    () => ({
      valid,
      reasonId: statusId,
      async save() {
        if (!valid) throw new Error(t("customFields.needAnotherLook"));
        try {
          await saveAnswers(submittable);
        } catch (error) {
          const reason = error instanceof Error ? error.message : t("customFields.tryAgain");
          showServerErrors(fieldErrorsOf(error));
          setRefusal(reason);
          throw new Error(t("customFields.saveFailed", { reason }));
        }
      },
    }),
    [valid, statusId, submittable, saveAnswers, showServerErrors],
  );
  usePayPrerequisite(CUSTOM_FIELDS_PREREQUISITE, prerequisite);

  const anyRequired = fields.some((field) => field.required);
  const status = valid
    ? t("customFields.allSet")
    : t(form.missingRequired ? "customFields.answerMarked" : "customFields.needAnotherLook");

  return (
    <form
      ref={formElement}
      className="form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      {anyRequired ? <p className="card__text">{t("customFields.markedNeedAnswer")}</p> : null}
      {fields.map((field) => {
        const id = field.connected_property.id;
        return (
          <CustomFieldQuestion
            key={field.id}
            field={field}
            draft={form.drafts[id]}
            error={form.errorOf(field)}
            onChange={(draft) => {
              form.change(id, draft);
              setRefusal(null);
            }}
            onTouch={() => form.touch(id)}
          />
        );
      })}
      {/* One line at the foot says whether the answers are ready for paying. A refused save
          takes its place; the pay flow already announces that refusal (role=alert above the
          pay button), so here it is not announced a second time. */}
      <p
        id={statusId}
        className={refusal ? "form-alert" : valid ? "form-status form-status--done" : "form-status"}
        aria-live={refusal ? "off" : "polite"}
      >
        {refusal ? t("customFields.saveFailed", { reason: refusal }) : status}
      </p>
    </form>
  );
}
