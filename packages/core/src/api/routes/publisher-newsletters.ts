import { z } from "zod";
import { storeNewsletterReply, storeNewsletterSave } from "../../catalog/store-newsletter";
import { defineRoute } from "../define-route";

// A store's newsletters, made and changed by its team in the dashboard or by its own server
// (docs/decisions/180): each the catalog file's newsletter, checked by the file's own schema.

const tag = "Publisher";

const newsletterParams = z.object({ id: z.uuid({ message: "There is no such newsletter." }) });

export const listPublisherNewsletters = defineRoute({
  method: "GET",
  path: "/api/publisher/newsletters",
  summary: "Your store's newsletters, each with its version and how many buyers get it",
  description:
    "Newsletters are listed in the order the checkout shows them (`newsletter_order`, then name). A newsletter that is not `enabled` is kept with its subscribers but offered to nobody.",
  tag,
  caller: "publisher-key",
  responses: { 200: z.object({ newsletters: z.array(storeNewsletterReply) }) },
  errors: [401],
});

export const savePublisherNewsletter = defineRoute({
  method: "PUT",
  path: "/api/publisher/newsletters/:id",
  summary:
    "Make a newsletter, or change one: its name, description, kind and whether it is offered",
  description:
    "Send the whole newsletter as the catalog file writes it, with the `version` it was read at, or null for a new one (whose id you choose, a UUID). A newsletter is never deleted, since buyers chose it: turn `enabled` off to stop offering it. A paid newsletter comes only with the products that name it. If the newsletter changed since it was read, nothing is written and the answer is 409.",
  tag,
  caller: "publisher-key",
  request: { params: newsletterParams, body: storeNewsletterSave },
  responses: { 200: storeNewsletterReply },
  errors: [400, 401, 403, 404, 409],
});
