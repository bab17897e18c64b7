import { z } from "zod";

// The query and answer every list of rows shares (docs/decisions/082): an opaque cursor, a
// limit, the buyer's contact, creation dates, and a page of rows with the next cursor.

const instant = z.iso.datetime({ offset: true });

const limit = z.coerce
  .number({ error: "limit must be a whole number from 1 to 100." })
  .int("limit must be a whole number from 1 to 100.")
  .min(1, "limit must be a whole number from 1 to 100.")
  .max(100, "limit must be a whole number from 1 to 100.")
  .default(25);

/** `YYYY-MM-DD` (the whole UTC day) or an instant with its offset. */
const createdBound = (name: string) =>
  z.union([z.iso.date(), instant], {
    error: `${name} must be a date such as 2026-11-01 or an instant such as 2026-11-01T09:30:00Z.`,
  });

/**
 * A parameter a list does not know is refused rather than ignored: a reader who writes `from`
 * for `created_from` would otherwise take the whole list for the days they asked.
 */
const unknownParameter = (issue: z.core.$ZodRawIssue) =>
  issue.code === "unrecognized_keys"
    ? `${issue.keys.join(", ")} ${issue.keys.length > 1 ? "are not parameters" : "is not a parameter"} of this list; creation dates are filtered with created_from and created_to, such as 2026-11-01.`
    : undefined;

export const listQuery = z.strictObject(
  {
    cursor: z
      .string()
      .max(400, "This cursor is not one this API gave: start again without it.")
      .optional(),
    limit,
    email: z.string().max(320, "An e-mail address is at most 320 characters.").optional(),
    phone: z.string().max(32, "A phone number is at most 32 characters.").optional(),
    created_from: createdBound("created_from").optional(),
    created_to: createdBound("created_to").optional(),
    format: z
      .enum(["json", "csv"], { error: "format must be json or csv." })
      .default("json")
      .describe(
        "`csv` answers every row of the filter as a `text/csv` download instead of a page.",
      ),
  },
  { error: unknownParameter },
);

/** One of `statuses`, in any case: `active` reads as `ACTIVE`, `PAID` as `paid`. */
export const listStatus = <const Statuses extends readonly [string, ...string[]]>(
  statuses: Statuses,
) =>
  z
    .preprocess(
      (given) =>
        typeof given === "string"
          ? (statuses.find((status) => status.toLowerCase() === given.toLowerCase()) ?? given)
          : given,
      z.enum(statuses, { error: `status must be one of ${statuses.join(", ")}.` }),
    )
    .optional()
    .describe("In any case: `active` is `ACTIVE`.");

export const listPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    /** Give it as `cursor` for the next page; null on the last. */
    next_cursor: z.string().nullable(),
  });
