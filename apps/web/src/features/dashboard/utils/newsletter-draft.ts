import { type Newsletter, newsletterSchema } from "@creator-checkout/core/catalog";

/** A newsletter's form as typed (docs/decisions/180). */
export interface NewsletterDraft {
  id: string;
  name: string;
  description: string;
  type: Newsletter["type"];
  enabled: boolean;
  /** The newsletter as it was read, for the fields the form leaves as they are; null when new. */
  read: Newsletter | null;
}

export function newsletterDraftOf(newsletter: Newsletter): NewsletterDraft {
  return {
    id: newsletter.id,
    name: newsletter.name,
    description: newsletter.description ?? "",
    type: newsletter.type,
    enabled: newsletter.enabled,
    read: newsletter,
  };
}

/** A new free newsletter, listed after the store's others. */
export function newNewsletterDraft(id: string = crypto.randomUUID()): NewsletterDraft {
  return { id, name: "", description: "", type: "free", enabled: true, read: null };
}

const sentences: Record<string, string> = {
  name: "Enter a name of at most 200 characters.",
  description: "Keep the description to 2,000 characters.",
};

/**
 * The newsletter the form says, checked by the catalog file's own schema, and each field's error;
 * sent only where there is none. A new one goes after the store's others (`after`).
 */
export function checkNewsletterDraft(
  draft: NewsletterDraft,
  after = 0,
): { newsletter: Newsletter; errors: Record<string, string> } {
  const candidate = {
    ...(draft.read ?? { newsletter_order: after + 1 }),
    id: draft.id,
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    type: draft.type,
    enabled: draft.enabled,
  };
  const checked = newsletterSchema.safeParse(candidate);
  if (checked.success) return { newsletter: checked.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= sentences[field] ?? issue.message;
  }
  return { newsletter: candidate as Newsletter, errors };
}
