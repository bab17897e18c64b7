import { z } from "zod";
import { profileChanges, profileFields } from "../../catalog/store-profile";
import { defineRoute } from "../define-route";

// A creator's profile (docs/decisions/173): what the catalog file's `publisher` says of the
// store, less its id, username and tax settings, which have their own routes. Changed by a
// person who may write or a key of write scope; read by any caller of the store.

const tag = "Publisher";

const profileReply = z.object({
  profile: profileFields,
  /** What a change names to show it was made to this profile and not to one changed since. */
  version: z.string(),
});

export const getPublisherProfile = defineRoute({
  method: "GET",
  path: "/api/publisher/profile",
  summary: "Your store's profile: name, icon, addresses, languages, sign-in methods, contact",
  tag,
  caller: "publisher-key",
  responses: { 200: profileReply },
  errors: [401],
});

export const patchPublisherProfile = defineRoute({
  method: "PATCH",
  path: "/api/publisher/profile",
  summary: "Change fields of your store's profile",
  description:
    "Send the `version` the profile was read with and the fields to change. If the profile changed since (another person, a key or a catalog import), nothing is written and the answer is 409: read it again, then make the change again.",
  tag,
  caller: "publisher-key",
  request: { body: profileChanges },
  responses: { 200: profileReply },
  errors: [401, 403, 409],
});
