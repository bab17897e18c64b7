import { z } from "zod";

/** The `publisherid` header that nearly every call carries (spec 6). */
export const publisherHeaders = z.object({
  publisherid: z.uuid({ message: "must be the publisher's id (a UUID)" }),
});
