import type { CheckoutCustomField } from "@creator-checkout/core/catalog";
import { missesRequiredAnswer, validateCustomFields } from "@creator-checkout/core/custom-fields";
import { useMemo, useState } from "react";
import { useHeldBackPayPresses } from "@/lib/pay-prerequisites";
import { answerFromDraft, draftFromSaved, type FieldDraft } from "../utils/field-drafts";

const isSet = (value: unknown) => value !== null && value !== undefined;

/**
 * The "Additional Info" form's state: a draft per question (keyed by property id, as the API
 * keys answers), which questions were touched, and what the shared rules say about them.
 * product.md §5: a question's error shows once it is touched (answered, or left), or once the
 * buyer pressed Pay while the form held it back; never on a form nobody has touched.
 */
export function useCustomFieldsForm(
  fields: readonly CheckoutCustomField[],
  saved: Readonly<Record<string, unknown>>,
) {
  const [drafts, setDrafts] = useState<Record<string, FieldDraft>>(() =>
    Object.fromEntries(
      fields.map(({ connected_property: property }) => [
        property.id,
        draftFromSaved(property.type, saved[property.id]),
      ]),
    ),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  // Counted from this form's first render, so a form shown again starts untouched.
  const allPayPresses = useHeldBackPayPresses();
  const [pressesBefore] = useState(allPayPresses);
  const payPresses = allPayPresses - pressesBefore;
  const payPressed = payPresses > 0;

  const answers = useMemo(() => {
    const all: Record<string, unknown> = {};
    for (const { connected_property: property } of fields) {
      const answer = answerFromDraft(property.type, drafts[property.id] ?? "");
      // A blank answer clears one saved earlier; a question never answered is left out, so a
      // profile that failed to load is never overwritten with blanks.
      if (answer !== null || isSet(saved[property.id])) all[property.id] = answer;
    }
    return all;
  }, [fields, drafts, saved]);
  const problems = useMemo(() => validateCustomFields(fields, answers), [fields, answers]);
  const valid = Object.keys(problems).length === 0;
  // product.md §4: the values go to the pay flow only when the form is valid, otherwise none.
  const submittable = useMemo(() => (valid ? answers : {}), [valid, answers]);

  return {
    drafts,
    valid,
    submittable,
    missingRequired: missesRequiredAnswer(fields, answers),
    /**
     * Presses of Pay while the parts held it back, since the form appeared; from the first,
     * every problem shows.
     */
    payPresses,
    errorOf(field: CheckoutCustomField): string | undefined {
      const { id } = field.connected_property;
      if (serverErrors[id]) return serverErrors[id];
      return touched.has(id) || payPressed ? problems[id] : undefined;
    },
    change(propertyId: string, draft: FieldDraft) {
      setDrafts((current) => ({ ...current, [propertyId]: draft }));
      setServerErrors((current) => {
        if (!(propertyId in current)) return current;
        const { [propertyId]: _answered, ...rest } = current;
        return rest;
      });
    },
    touch(propertyId: string) {
      setTouched((current) =>
        current.has(propertyId) ? current : new Set(current).add(propertyId),
      );
    },
    /** A refused save's messages, shown beside their questions until each is edited. */
    showServerErrors: setServerErrors,
  };
}
