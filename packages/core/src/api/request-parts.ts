import { z } from "zod";

// Request parts that many endpoints share.

/** The `publisherid` header that nearly every call carries (product.md §6). */
export const publisherHeaders = z.object({
  publisherid: z.uuid({
    error: (issue) =>
      issue.input === undefined
        ? "publisher id must be provided"
        : "must be the publisher's id (a UUID)",
  }),
});

/** Principle P6: every call that may charge carries a key of the page's checkout attempt. */
export const chargeHeaders = publisherHeaders.extend({
  "idempotency-key": z
    .string({ error: "An Idempotency-Key header is required: one new key per checkout attempt." })
    .min(8, "Idempotency-Key must be 8 to 200 characters.")
    .max(200, "Idempotency-Key must be 8 to 200 characters."),
});

/** A path or query parameter that names a row by its UUID. */
export const uuidParam = () => z.uuid({ message: "must be a UUID" });
