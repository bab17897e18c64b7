import { z } from "zod";
import { newsletterSchema } from "./entities";

// A store's newsletters as its team makes and changes them (docs/decisions/180):
// the catalog file's newsletter, checked by the file's own schema, with the version it was read at.

/** What a save sends: the whole newsletter, and the version it was read at (null: a new one). */
export const storeNewsletterSave = z.strictObject({
  version: z.string().min(1).max(64).nullable(),
  newsletter: newsletterSchema,
});
export type StoreNewsletterSave = z.infer<typeof storeNewsletterSave>;

/** A newsletter of the store, with its version and how many buyers get it. */
export const storeNewsletterReply = z.object({
  newsletter: newsletterSchema,
  version: z.string(),
  subscribers: z.number().int().nonnegative(),
});
export type StoreNewsletter = z.infer<typeof storeNewsletterReply>;
