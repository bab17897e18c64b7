import type { CheckoutCustomField } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { autocompletePurpose } from "../utils/autocomplete-purpose";
import { asAddress, asList, asText, type FieldDraft } from "../utils/field-drafts";
import { AddressQuestion } from "./address-question";
import { ChoiceQuestion } from "./choice-question";
import { InputQuestion } from "./input-question";
import { SelectQuestion } from "./select-question";

const yesNo = () => [
  { label: t("customFields.yes"), value: "yes" },
  { label: t("customFields.no"), value: "no" },
];

interface CustomFieldQuestionProps {
  field: CheckoutCustomField;
  draft: FieldDraft | undefined;
  error: string | undefined;
  onChange: (draft: FieldDraft) => void;
  onTouch: () => void;
}

/** One custom field, drawn by its property's type (product.md §3). Answers are shown as text only. */
export function CustomFieldQuestion({
  field,
  draft,
  error,
  onChange,
  onTouch,
}: CustomFieldQuestionProps) {
  const property = field.connected_property;
  const question = {
    // product.md §3: a "standard" property (one the platform defines) keeps its own label.
    label: property.class === "standard" ? property.label : field.label,
    hint: field.description,
    required: field.required,
    error,
  };
  const typed = {
    value: asText(draft),
    onChange,
    onBlur: onTouch,
    autoComplete: autocompletePurpose(property),
  };
  // A choice is touched when it is answered (or an answer taken back) and when focus leaves it;
  // a typed answer only when focus leaves it, so it is not judged half-typed (product.md §5).
  const chose = (answer: FieldDraft) => {
    onChange(answer);
    onTouch();
  };
  const choice = { onChange: chose, onBlur: onTouch };

  switch (property.type) {
    case "checkbox":
      return (
        <ChoiceQuestion
          {...question}
          multiple
          options={property.options}
          value={asList(draft)}
          {...choice}
        />
      );
    case "radio":
      return (
        <ChoiceQuestion
          {...question}
          multiple={false}
          options={property.options}
          value={asText(draft)}
          {...choice}
        />
      );
    case "boolean":
      return (
        <ChoiceQuestion
          {...question}
          multiple={false}
          inline
          options={property.options.length > 0 ? property.options : yesNo()}
          value={asText(draft)}
          {...choice}
        />
      );
    case "dropdown":
      return (
        <SelectQuestion
          {...question}
          options={property.options}
          value={asText(draft)}
          {...choice}
        />
      );
    case "short_answer":
      return <InputQuestion {...question} {...typed} type="text" maxLength={500} />;
    case "url":
      return (
        <InputQuestion
          {...question}
          {...typed}
          type="url"
          placeholder="https://"
          maxLength={2048}
        />
      );
    case "number":
      // Text with a numeric keyboard rather than type="number": a browser number box reads
      // "1e" or "12," as empty, which would turn a typo into a misleading "Required".
      return <InputQuestion {...question} {...typed} type="text" inputMode="decimal" />;
    case "date":
      return <InputQuestion {...question} {...typed} type="date" />;
    case "address":
      return (
        <AddressQuestion
          {...question}
          value={asAddress(draft)}
          onChange={onChange}
          onBlur={onTouch}
        />
      );
  }
}
