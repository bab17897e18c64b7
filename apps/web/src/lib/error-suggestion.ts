import { type MessageKey, t } from "@creator-checkout/core/i18n";

/**
 * What to do about an error whose own words are fixed (by the spec, a card provider or the
 * API) and say only what is wrong: `hint` when `error` is `message`, else nothing. The error
 * keeps its words; the hint follows it (docs/decisions/155, WCAG 3.3.3).
 */
export function errorSuggestion(
  error: string | null | undefined,
  message: MessageKey,
  hint: MessageKey,
): string | null {
  return error && error === t(message) ? t(hint) : null;
}
