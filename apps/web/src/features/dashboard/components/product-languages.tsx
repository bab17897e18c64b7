import { type Locale, SUPPORTED_LOCALES } from "@creator-checkout/core/i18n";
import { useState } from "react";
import { TextField } from "@/components/text-field";
import type { DraftErrors } from "../utils/product-check";
import type { LanguageDraft, ProductDraft } from "../utils/product-draft";
import { languageName } from "../utils/profile-labels";
import { SelectField } from "./select-field";

/**
 * The product's and its options' titles in more languages (docs/decisions/109, 174): a buyer
 * whose page is in one of them reads these; an empty title reads as the creator wrote it.
 */
export function ProductLanguages({
  draft,
  errors,
  onChange,
}: {
  draft: ProductDraft;
  errors: DraftErrors;
  onChange: (languages: LanguageDraft[]) => void;
}) {
  const { languages } = draft;
  const free = SUPPORTED_LOCALES.filter((tag) => !languages.some((l) => l.locale === tag));
  // English is what most creators write in first; another language is the likelier addition.
  const [adding, setAdding] = useState<Locale>(free.find((tag) => tag !== "en") ?? "en");
  const chosen = free.includes(adding) ? adding : (free[0] ?? "en");
  const edit = (locale: Locale, change: Partial<LanguageDraft>) =>
    onChange(languages.map((l) => (l.locale === locale ? { ...l, ...change } : l)));
  return (
    <fieldset className="field--group product-option">
      <legend className="field__label">Titles in other languages</legend>
      {languages.map((language) => (
        <LanguageTitles
          key={language.locale}
          language={language}
          draft={draft}
          errors={errors}
          onEdit={(change) => edit(language.locale, change)}
          onRemove={() => onChange(languages.filter((l) => l.locale !== language.locale))}
        />
      ))}
      {free.length > 0 ? (
        <div className="product-option__row">
          <SelectField
            label="Language to add"
            value={chosen}
            choices={free.map((tag) => [tag, languageName(tag)] as const)}
            onChange={setAdding}
          />
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChange([...languages, { locale: chosen, title: "", options: {} }])}
          >
            Add the language
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

function LanguageTitles({
  language,
  draft,
  errors,
  onEdit,
  onRemove,
}: {
  language: LanguageDraft;
  draft: ProductDraft;
  errors: DraftErrors;
  onEdit: (change: Partial<LanguageDraft>) => void;
  onRemove: () => void;
}) {
  const name = languageName(language.locale);
  const at = `languages.${language.locale}`;
  return (
    <div className="product-option__prices">
      <TextField
        label={`Product title in ${name}`}
        optional
        lang={language.locale}
        value={language.title}
        onChange={(title) => onEdit({ title })}
        error={errors[`${at}.title`]}
      />
      {draft.options.map((option, index) => (
        <TextField
          key={option.id}
          label={`${option.title.trim() || `Option ${index + 1}`} in ${name}`}
          optional
          lang={language.locale}
          value={language.options[option.id] ?? ""}
          onChange={(title) => onEdit({ options: { ...language.options, [option.id]: title } })}
          error={errors[`${at}.options.${index}`]}
        />
      ))}
      <button type="button" className="button button--secondary button--small" onClick={onRemove}>
        Remove {name}
      </button>
    </div>
  );
}
