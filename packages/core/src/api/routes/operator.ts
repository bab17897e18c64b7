import { z } from "zod";
import { funnelResponse } from "../contract";
import { defineRoute } from "../define-route";
import { funnelDay } from "../request-parts";

// The operator command's way into a server that holds the embedded database, which no second
// process may open: only the bearer of the token in the server's data folder gets in. The
// command calls these routes by the same declarations and reads the answers with them.

const tag = "Operator";
const instant = z.iso.datetime({ offset: true });

export const runDueBilling = defineRoute({
  method: "POST",
  path: "/api/operator/billing/run-due",
  summary: "Run the renewals, trial ends, retries and cancellations that are due",
  description: "`now` runs them as of another date, outside production only.",
  tag,
  caller: "operator",
  request: { body: z.object({ now: instant.optional() }).default({}) },
  responses: {
    200: z.object({
      renewed: z.number().int(),
      failed: z.number().int(),
      ended: z.number().int(),
      waiting: z.number().int(),
      /** Subscriptions whose run failed; the server's log says why. */
      errors: z.number().int(),
    }),
  },
  errors: [401],
});

const username = z
  .string({ error: "username (the publisher's username) is required." })
  .min(1, "username (the publisher's username) is required.")
  .max(100, "A username is at most 100 characters.");

export const createPublisherKey = defineRoute({
  method: "POST",
  path: "/api/operator/publisher-keys",
  summary: "Make a publisher key; the key itself is answered this once only",
  tag,
  caller: "operator",
  request: { body: z.object({ username }) },
  responses: { 200: z.object({ key: z.string(), key_id: z.uuid(), publisher_id: z.uuid() }) },
  errors: [401, 404],
});

export const listPublisherKeys = defineRoute({
  method: "GET",
  path: "/api/operator/publisher-keys",
  summary: "The publisher keys, of every publisher or of one",
  tag,
  caller: "operator",
  request: { query: z.object({ username: username.optional() }) },
  responses: {
    200: z.object({
      keys: z.array(
        z.object({
          id: z.uuid(),
          username: z.string(),
          /** The key's last characters, enough to tell it from the others. */
          hint: z.string(),
          created_at: instant,
          revoked_at: instant.nullable(),
        }),
      ),
    }),
  },
  errors: [401],
});

export const revokePublisherKey = defineRoute({
  method: "POST",
  path: "/api/operator/publisher-keys/:id/revoke",
  summary: "Revoke a publisher key; revoking it again answers when it was revoked",
  tag,
  caller: "operator",
  request: {
    params: z.object({ id: z.uuid("The key id is the UUID that key list shows.") }),
  },
  responses: {
    200: z.object({ id: z.uuid(), revoked_at: instant, already_revoked: z.boolean() }),
  },
  errors: [401, 404],
});

export const getFunnelReports = defineRoute({
  method: "GET",
  path: "/api/operator/reports/funnel",
  summary: "The funnel of every publisher, or of one, over whole UTC days",
  tag,
  caller: "operator",
  request: {
    query: z.object({
      publisher: z.string().min(1).max(100).optional(),
      from: funnelDay("from"),
      to: funnelDay("to"),
    }),
  },
  responses: { 200: z.object({ reports: z.array(funnelResponse) }) },
  errors: [401, 404],
});

export const getTaxReport = defineRoute({
  method: "GET",
  path: "/api/operator/reports/tax",
  summary: "A publisher's tax collected in a quarter, per treatment, country, rate and currency",
  tag,
  caller: "operator",
  request: {
    query: z.object({
      publisher: z.string().min(1).max(100),
      quarter: z.string().max(20),
    }),
  },
  responses: {
    200: z.object({
      rows: z.array(
        z.object({
          treatment: z.string(),
          country: z.string(),
          rate: z.number().int(),
          currency: z.string(),
          sales: z.number().int(),
          refunds: z.number().int(),
          net: z.number().int(),
          tax: z.number().int(),
        }),
      ),
    }),
  },
  errors: [400, 401, 404],
});

export const importCatalog = defineRoute({
  method: "POST",
  path: "/api/operator/catalog/import",
  summary: "Import a publisher's catalog file, replacing what it had",
  description:
    "The file is checked whole first; a file that is not valid is a 400 listing every problem. A conflict with another publisher's catalog is a 409.",
  tag,
  caller: "operator",
  request: {
    body: z.unknown().describe("A catalog file, as `npm run catalog -- validate` checks it."),
  },
  responses: {
    200: z.object({
      publisher_id: z.uuid(),
      products: z.number().int(),
      options: z.number().int(),
      newsletters: z.number().int(),
      custom_fields: z.number().int(),
    }),
  },
  errors: [401, 409, 413],
});
