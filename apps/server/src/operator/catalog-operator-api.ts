import { z } from "zod";

// What the server answers `npm run catalog -- import` when the command hands the file to the
// server that holds the embedded database (docs/decisions/002). The command parses the answer
// with the same schema.
export const importedCatalogResponse = z.object({
  publisherId: z.uuid(),
  products: z.number().int(),
  options: z.number().int(),
  newsletters: z.number().int(),
  customFields: z.number().int(),
});
