import {
  type AuthenticationMethod,
  MAX_CANCEL_REASON_LENGTH,
  MAX_CANCEL_REASONS,
  MAX_PAUSE_PERIODS,
  MAX_RETENTION_RENEWALS,
} from "@creator-checkout/core/catalog";
import { SUPPORTED_LOCALES } from "@creator-checkout/core/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { TextField } from "@/components/text-field";
import type { Access } from "../api/back-office";
import { changeStoreProfile, profileKey, type VersionedProfile } from "../api/store-profile";
import { changesOf, draftErrors, draftOf, type ProfileDraft } from "../utils/profile-form";
import { codeMethodLabels, languageName } from "../utils/profile-labels";
import { RefusedSave } from "./refused-save";

/**
 * The profile's form: each field checked on Save by the catalog file's own schema, its error
 * beside it; only what changed is sent, naming the version it was read at. A change made
 * meanwhile elsewhere is refused, and the person opens the profile again.
 */
export function ProfileForm({ access, read }: { access: Access; read: VersionedProfile }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(read.profile));
  const [checked, setChecked] = useState(false);
  const errors = checked ? draftErrors(draft) : {};
  const save = useMutation({
    mutationFn: () =>
      changeStoreProfile(access, { version: read.version, ...changesOf(read.profile, draft) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey(access), saved);
      announce("The profile is saved.");
    },
  });
  const edit = <Field extends keyof ProfileDraft>(field: Field, value: ProfileDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    save.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(draftErrors(draft)).length > 0 || save.isPending) return;
    if (Object.keys(changesOf(read.profile, draft)).length === 0) {
      announce("Nothing was changed.");
      return;
    }
    save.mutate();
  }

  return (
    <Card title="Profile">
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Store name"
          value={draft.name}
          onChange={(v) => edit("name", v)}
          error={errors.name}
        />
        <TextField
          label="Contact e-mail"
          type="email"
          optional
          value={draft.contact_email}
          onChange={(v) => edit("contact_email", v)}
          error={errors.contact_email}
          hint="Where the checkout writes to you, for example when it stops sending to a webhook endpoint. Buyers never see it."
        />
        <TextField
          label="Your site's addresses"
          multiline
          optional
          value={draft.primary_urls}
          onChange={(v) => edit("primary_urls", v)}
          error={errors.primary_urls}
          hint="One per line, such as https://example.com. The checkout may be embedded in these sites, and sends buyers back to them."
        />
        <TextField
          label="Terms address"
          optional
          value={draft.url_terms}
          onChange={(v) => edit("url_terms", v)}
          error={errors.url_terms}
        />
        <TextField
          label="Icon address"
          optional
          value={draft.icon}
          onChange={(v) => edit("icon", v)}
          error={errors.icon}
          hint="An https:// address of an image, shown at the top of your pages."
        />
        <LanguageChoice value={draft.default_locale} onChange={(v) => edit("default_locale", v)} />
        <PauseChoice
          value={draft.max_pause_periods}
          onChange={(v) => edit("max_pause_periods", v)}
        />
        <CancelFlowFields draft={draft} errors={errors} edit={edit} />
        <MethodChoices
          draft={draft}
          error={errors.authentication_methods}
          onChange={(v) => edit("authentication_methods", v)}
        />
        <RefusedSave error={save.error} openAgain="Open the profile again" />
        <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
          {save.isPending ? "Saving…" : "Save the profile"}
        </button>
      </form>
    </Card>
  );
}

function LanguageChoice({
  value,
  onChange,
}: {
  value: ProfileDraft["default_locale"];
  onChange: (value: ProfileDraft["default_locale"]) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="profile-language">
        Default language
      </label>
      <select
        id="profile-language"
        className="field__control field__select"
        value={value}
        onChange={(event) => onChange(event.target.value as ProfileDraft["default_locale"])}
      >
        {SUPPORTED_LOCALES.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {languageName(tag)}
          </option>
        ))}
      </select>
      <p className="field__hint">
        The language of buyers whose browser asks for none the checkout is written in, and of the
        e-mails to your team.
      </p>
    </div>
  );
}

const PAUSE_CHOICES = Array.from({ length: MAX_PAUSE_PERIODS + 1 }, (_, most) => most);

/** The most periods a subscriber may pause for (docs/decisions/175); none by default. */
function PauseChoice({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor="profile-pause">
        Pausing a subscription
      </label>
      <select
        id="profile-pause"
        className="field__control field__select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {PAUSE_CHOICES.map((most) => (
          <option key={most} value={most}>
            {most === 0 ? "Not offered" : most === 1 ? "Up to 1 period" : `Up to ${most} periods`}
          </option>
        ))}
      </select>
      <p className="field__hint">
        A subscriber may pause instead of canceling: nothing is charged while paused, they keep
        access, and the renewal moves forward by the periods paused.
      </p>
    </div>
  );
}

/**
 * What a subscriber who presses Cancel is asked and offered (docs/decisions/178): the cancel
 * itself is always one more press away.
 */
function CancelFlowFields({
  draft,
  errors,
  edit,
}: {
  draft: ProfileDraft;
  errors: Partial<Record<keyof ProfileDraft, string>>;
  edit: <Field extends keyof ProfileDraft>(field: Field, value: ProfileDraft[Field]) => void;
}) {
  return (
    <fieldset className="choices">
      <legend className="field__label">When a subscriber cancels</legend>
      <TextField
        label="Reasons to choose from"
        multiline
        optional
        value={draft.cancel_reasons}
        onChange={(v) => edit("cancel_reasons", v)}
        error={errors.cancel_reasons}
        hint={`One per line, in your own words: at most ${MAX_CANCEL_REASONS}, each up to ${MAX_CANCEL_REASON_LENGTH} characters. Subscribers may also write their own.`}
      />
      <label className="choice">
        <input
          className="choice__input"
          type="checkbox"
          checked={draft.offer_pause}
          onChange={(event) => edit("offer_pause", event.target.checked)}
        />
        <span className="choice__title">Offer a pause instead, where pausing is allowed</span>
      </label>
      <label className="choice">
        <input
          className="choice__input"
          type="checkbox"
          checked={draft.offer_switch}
          onChange={(event) => edit("offer_switch", event.target.checked)}
        />
        <span className="choice__title">
          Offer a cheaper option of the same product and cycle, from the next renewal
        </span>
      </label>
      <label className="choice">
        <input
          className="choice__input"
          type="checkbox"
          checked={draft.offer_discount}
          onChange={(event) => edit("offer_discount", event.target.checked)}
        />
        <span className="choice__title">
          Offer a discount on the next renewals instead, once per subscriber
        </span>
      </label>
      {draft.offer_discount ? (
        <>
          <TextField
            label="Percent off"
            inputMode="numeric"
            value={draft.discount_percent}
            onChange={(v) => edit("discount_percent", v)}
            error={errors.discount_percent}
            hint="A whole number from 1 to 100."
          />
          <TextField
            label="For how many renewals"
            inputMode="numeric"
            value={draft.discount_renewals}
            onChange={(v) => edit("discount_renewals", v)}
            error={errors.discount_renewals}
            hint={`From 1 to ${MAX_RETENTION_RENEWALS}; then the full price is charged again.`}
          />
        </>
      ) : null}
    </fieldset>
  );
}

/** E-mail and text-message codes; social logins the server offers are kept as they are. */
function MethodChoices({
  draft,
  error,
  onChange,
}: {
  draft: ProfileDraft;
  error: string | undefined;
  onChange: (methods: AuthenticationMethod[]) => void;
}) {
  const chosen = draft.authentication_methods;
  const toggle = (method: AuthenticationMethod, on: boolean) =>
    onChange(on ? [...chosen, method] : chosen.filter((m) => m !== method));
  return (
    <fieldset className="choices" aria-describedby={error ? "profile-methods-error" : undefined}>
      <legend className="field__label">How buyers sign in</legend>
      {(["email", "sms"] as const).map((method) => (
        <label key={method} className="choice">
          <input
            className="choice__input"
            type="checkbox"
            checked={chosen.includes(method)}
            onChange={(event) => toggle(method, event.target.checked)}
          />
          <span className="choice__title">{codeMethodLabels[method]}</span>
        </label>
      ))}
      {error ? (
        <p id="profile-methods-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
