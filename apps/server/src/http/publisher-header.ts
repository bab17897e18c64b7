import { z } from "zod";

/** The `publisherid` header that nearly every call carries (product.md §6). */
export const publisherHeaders = z.object({
  publisherid: z.uuid({
    error: (issue) =>
      issue.input === undefined
        ? "publisher id must be provided"
        : "must be the publisher's id (a UUID)",
  }),
});
