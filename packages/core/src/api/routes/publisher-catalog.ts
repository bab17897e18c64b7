import { z } from "zod";
import { defineRoute } from "../define-route";

// A creator's whole store as a catalog file (docs/decisions/172), for the bearer of one of its
// publisher keys or a person on its team: the file the operator's import reads.

const withId = z.looseObject({ id: z.uuid() });

/**
 * The file's outline: the server checks the whole by the catalog file's own schema
 * (`packages/core/src/catalog/catalog-file.ts`) before it answers, and that schema tidies what
 * it reads, which a reply's schema cannot do the other way round.
 */
const catalogFileReply = z.looseObject({
  publisher: z.looseObject({ id: z.uuid(), username: z.string(), name: z.string() }),
  feature_flags: z.array(z.string()),
  newsletters: z.array(withId),
  properties: z.array(withId),
  products: z.array(withId.extend({ options: z.array(withId) })),
  custom_fields: z.array(withId),
  coupons: z.array(withId.extend({ codes: z.array(z.string()) })),
});

export const exportPublisherCatalog = defineRoute({
  method: "GET",
  path: "/api/publisher/catalog",
  summary: "Your store as a catalog file: publisher, products, options, prices, coupons and more",
  description:
    "The same file `npm run catalog -- import` reads: importing it into an empty database makes the same store. Coupons made in the dashboard are in it with their active codes. A store with no products yet answers 409, since a catalog file names at least one.",
  tag: "Publisher",
  caller: "publisher-key",
  responses: { 200: catalogFileReply },
  errors: [401, 409],
});
