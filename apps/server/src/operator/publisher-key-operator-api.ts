import { z } from "zod";

// What the server answers the operator command about publisher keys, when the command hands its
// work to the server that holds the embedded database (docs/decisions/043). The command parses
// the answers with the same schemas.

export const createdPublisherKeyResponse = z.object({
  key: z.string(),
  keyId: z.uuid(),
  publisherId: z.uuid(),
});

export const publisherKeyListResponse = z.object({
  keys: z.array(
    z.object({
      id: z.uuid(),
      username: z.string(),
      hint: z.string(),
      createdAt: z.coerce.date(),
      revokedAt: z.coerce.date().nullable(),
    }),
  ),
});

export const revokedPublisherKeyResponse = z.object({
  id: z.uuid(),
  revokedAt: z.coerce.date(),
  alreadyRevoked: z.boolean(),
});
