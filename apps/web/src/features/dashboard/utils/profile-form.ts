import { profileChanges, type StoreProfile } from "@creator-checkout/core/catalog";

/** The profile as its form holds it: the addresses one per line, empty text for none. */
export interface ProfileDraft {
  name: string;
  contact_email: string;
  primary_urls: string;
  url_terms: string;
  icon: string;
  default_locale: StoreProfile["default_locale"];
  authentication_methods: StoreProfile["authentication_methods"];
  max_pause_periods: number;
  // The reasons a subscriber who cancels may choose from, one per line (docs/decisions/178).
  cancel_reasons: string;
  offer_pause: boolean;
  // A cheaper option, and a share off the next renewals, offered instead (docs/decisions/182).
  offer_switch: boolean;
  offer_discount: boolean;
  discount_percent: string;
  discount_renewals: string;
}

export type ProfileField = keyof ProfileDraft;

export function draftOf(profile: StoreProfile): ProfileDraft {
  return {
    name: profile.name,
    contact_email: profile.contact_email ?? "",
    primary_urls: profile.primary_urls.join("\n"),
    url_terms: profile.url_terms ?? "",
    icon: profile.icon ?? "",
    default_locale: profile.default_locale,
    authentication_methods: profile.authentication_methods,
    max_pause_periods: profile.max_pause_periods,
    cancel_reasons: profile.cancel_flow.reasons.join("\n"),
    offer_pause: profile.cancel_flow.offer_pause,
    offer_switch: profile.cancel_flow.offer_switch,
    offer_discount: profile.cancel_flow.retention_offer !== null,
    discount_percent: String(profile.cancel_flow.retention_offer?.percent_off ?? 20),
    discount_renewals: String(profile.cancel_flow.retention_offer?.renewals ?? 3),
  };
}

/** A number typed in a box, or NaN for what is not one, which the schema refuses with its sentence. */
const wholeNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function profileOf(draft: ProfileDraft) {
  const orNull = (text: string) => text.trim() || null;
  return {
    name: draft.name.trim(),
    contact_email: orNull(draft.contact_email),
    primary_urls: draft.primary_urls
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    url_terms: orNull(draft.url_terms),
    icon: orNull(draft.icon),
    default_locale: draft.default_locale,
    authentication_methods: draft.authentication_methods,
    max_pause_periods: draft.max_pause_periods,
    cancel_flow: {
      reasons: draft.cancel_reasons
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      offer_pause: draft.offer_pause,
      offer_switch: draft.offer_switch,
      retention_offer: draft.offer_discount
        ? {
            percent_off: wholeNumber(draft.discount_percent),
            renewals: wholeNumber(draft.discount_renewals),
          }
        : null,
    },
  };
}

/** What the person changed, and only that: a change names no field it leaves as it was. */
export function changesOf(profile: StoreProfile, draft: ProfileDraft) {
  const edited = profileOf(draft);
  return Object.fromEntries(
    Object.entries(edited).filter(
      ([field, value]) =>
        JSON.stringify(value) !== JSON.stringify(profile[field as keyof typeof edited]),
    ),
  ) as Partial<ReturnType<typeof profileOf>>;
}

/** Where the catalog file's words are a parser's, the sentence a person reads beside the field. */
const sentences: Partial<Record<ProfileField, string>> = {
  name: "Enter the store's name, up to 120 characters.",
  contact_email: "Enter an e-mail address such as name@example.com, or leave it empty.",
  authentication_methods: "Choose at least one way for buyers to sign in.",
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * Each field's error, checked by the same schema the server checks a change with; an address
 * names its line.
 */
export function draftErrors(draft: ProfileDraft): Partial<Record<ProfileField, string>> {
  const checked = profileChanges.safeParse({ version: "draft", ...profileOf(draft) });
  if (checked.success) return {};
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of checked.error.issues) {
    // A reason's own sentence, naming its line.
    if (issue.path[0] === "cancel_flow" && issue.path[1] === "retention_offer") {
      const field = issue.path[2] === "renewals" ? "discount_renewals" : "discount_percent";
      errors[field] ??= issue.message;
      continue;
    }
    if (issue.path[0] === "cancel_flow") {
      const line = issue.path[2];
      errors.cancel_reasons ??=
        typeof line === "number" ? `Line ${line + 1}: ${issue.message}` : issue.message;
      continue;
    }
    const [field, line] = issue.path as [ProfileField, number | undefined];
    if (errors[field]) continue;
    errors[field] =
      sentences[field] ??
      (typeof line === "number"
        ? `Line ${line + 1} ${issue.message}.`
        : capitalised(issue.message));
  }
  return errors;
}
