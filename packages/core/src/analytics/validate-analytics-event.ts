import {
  type AnalyticsEvent,
  type AnalyticsEventName,
  analyticsEventSchemas,
  analyticsMessages,
} from "./analytics-event";

/** An event as the page composes it: its context and name, and its fields. */
export interface AnalyticsEventDraft {
  context?: string | null;
  name?: string | null;
  fields: Record<string, unknown>;
}

export type AnalyticsValidation =
  | { ok: true; event: AnalyticsEvent }
  | { ok: false; message: (typeof analyticsMessages)[keyof typeof analyticsMessages] };

const isEventName = (name: string): name is AnalyticsEventName =>
  Object.hasOwn(analyticsEventSchemas, name);

/**
 * product.md §5 and §8: an event without a context or a name, one no schema describes, or one
 * its schema refuses is not sent; the answer says which, in the spec's words. A valid event
 * comes back as it is sent: `type` "{context}:{name}" plus its fields.
 */
export function validateAnalyticsEvent({
  context,
  name,
  fields,
}: AnalyticsEventDraft): AnalyticsValidation {
  if (!context) return { ok: false, message: analyticsMessages.noContext };
  if (!name) return { ok: false, message: analyticsMessages.noName };
  if (!isEventName(name)) return { ok: false, message: analyticsMessages.noSchema };
  const parsed = analyticsEventSchemas[name].safeParse({
    ...fields,
    context,
    type: `${context}:${name}`,
  });
  if (!parsed.success) return { ok: false, message: analyticsMessages.invalid };
  return { ok: true, event: parsed.data };
}
