import { z } from "zod";
import { publisherSchema } from "./entities";

// A creator's profile (docs/decisions/173): what the catalog file's `publisher` says of the
// store, less its id, username and tax settings, which have their own routes.

/** The profile's fields, each validated as the catalog file's `publisher` is. */
export const profileFields = publisherSchema.pick({
  name: true,
  icon: true,
  url_terms: true,
  primary_urls: true,
  default_locale: true,
  default_authentication_method: true,
  authentication_methods: true,
  otp_mode: true,
  contact_email: true,
  max_pause_periods: true,
  cancel_flow: true,
});
export type StoreProfile = z.infer<typeof profileFields>;

const field = profileFields.shape;

/**
 * A change names only the fields it changes: the file's defaults are left out, or a change of
 * the name would reset every field it does not name.
 */
export const profileChanges = z.strictObject({
  version: z.string().min(1, "Send the version the profile was read with."),
  name: field.name.optional(),
  icon: field.icon.unwrap().optional(),
  url_terms: field.url_terms.unwrap().optional(),
  primary_urls: field.primary_urls.unwrap().optional(),
  default_locale: field.default_locale.unwrap().optional(),
  default_authentication_method: field.default_authentication_method.unwrap().optional(),
  authentication_methods: field.authentication_methods.unwrap().optional(),
  otp_mode: field.otp_mode.unwrap().optional(),
  contact_email: field.contact_email.unwrap().optional(),
  max_pause_periods: field.max_pause_periods.unwrap().optional(),
  cancel_flow: field.cancel_flow.unwrap().optional(),
});
export type ProfileChanges = z.infer<typeof profileChanges>;
