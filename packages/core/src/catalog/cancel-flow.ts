import { z } from "zod";

// What a subscriber who presses Cancel is asked and offered (docs/decisions/178 and 182): the
// creator's own reasons to choose from, and which offers to make before the cancel goes through.

/** The most reasons a store may list, and the longest reason. */
export const MAX_CANCEL_REASONS = 8;
export const MAX_CANCEL_REASON_LENGTH = 80;
/** The longest free text a subscriber may add under "Other". */
export const MAX_CANCEL_NOTE_LENGTH = 500;

// Letters, marks, numbers, punctuation, symbols and spaces of any language; never a control
// character, a line break or an invisible format character.
const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]*$/u;

/** The most renewals a retention offer may cover. */
export const MAX_RETENTION_RENEWALS = 12;

/**
 * A retention offer (docs/decisions/182): a share off the subscriber's next renewals, taken
 * once per subscription, then full price again.
 */
export const retentionOfferSchema = z.strictObject({
  percent_off: z
    .number({ error: "Say how much is taken off as a whole percentage, 1 to 100." })
    .int("Say how much is taken off as a whole percentage, 1 to 100.")
    .min(1, "Take at least 1 % off, or offer no discount.")
    .max(100, "A discount cannot take more than 100 % off."),
  renewals: z
    .number({ error: "Say for how many renewals the discount lasts, 1 to 12." })
    .int("Say for how many renewals the discount lasts, 1 to 12.")
    .min(1, "A discount lasts at least one renewal.")
    .max(
      MAX_RETENTION_RENEWALS,
      `A discount can last at most ${MAX_RETENTION_RENEWALS} renewals; offer it again later instead.`,
    ),
});
export type RetentionOffer = z.infer<typeof retentionOfferSchema>;

const cancelReason = z
  .string()
  .trim()
  .min(1, "A reason cannot be empty; remove it instead.")
  .max(
    MAX_CANCEL_REASON_LENGTH,
    `A reason can be at most ${MAX_CANCEL_REASON_LENGTH} characters long.`,
  )
  .regex(printable, "A reason can hold only letters, digits, punctuation and spaces, on one line.");

export const cancelFlowSchema = z
  .object({
    reasons: z
      .array(cancelReason)
      .max(MAX_CANCEL_REASONS, `List at most ${MAX_CANCEL_REASONS} reasons.`)
      .default([]),
    // Offer a pause where the store allows one (`max_pause_periods`) and the subscription can pause.
    offer_pause: z.boolean().default(false),
    // Offer a cheaper option of the same product and cycle, from the next renewal (182).
    offer_switch: z.boolean().default(false),
    // Offer a share off the next renewals instead (182); none by default.
    retention_offer: retentionOfferSchema.nullable().default(null),
  })
  .superRefine((flow, context) => {
    const seen = new Set<string>();
    flow.reasons.forEach((reason, index) => {
      const key = reason.toLocaleLowerCase();
      if (seen.has(key))
        context.addIssue({
          code: "custom",
          path: ["reasons", index],
          message: `"${reason}" is listed twice; list each reason once.`,
        });
      seen.add(key);
    });
  });
export type CancelFlow = z.infer<typeof cancelFlowSchema>;

/** A store that asks nothing and offers nothing: the cancel goes through at once. */
export const NO_CANCEL_FLOW: CancelFlow = {
  reasons: [],
  offer_pause: false,
  offer_switch: false,
  retention_offer: null,
};

/**
 * What a subscriber ended with: the cancel, the pause taken instead, the switch to a cheaper
 * option, or the retention discount.
 */
export const cancelOutcomes = ["canceled", "paused", "switched", "discounted"] as const;
export type CancelOutcome = (typeof cancelOutcomes)[number];

/**
 * What a subscriber says on the way out, all optional: one of the store's reasons, and free text
 * under "Other". Whether the reason is the store's is checked where the store's list is read.
 */
export const cancelAnswerSchema = z.strictObject({
  reason: z
    .string()
    .max(MAX_CANCEL_REASON_LENGTH, "Choose one of the reasons the page lists.")
    .nullable()
    .default(null),
  note: z
    .string()
    .trim()
    .max(MAX_CANCEL_NOTE_LENGTH, `Say it in at most ${MAX_CANCEL_NOTE_LENGTH} characters, please.`)
    .regex(
      /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\n]*$/u,
      "Write only letters, digits, punctuation and spaces, please.",
    )
    .nullable()
    .default(null)
    .transform((note) => (note ? note : null)),
});
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;

/** Whether `reason` is one of the store's: none given always is. */
export function isStoreReason(flow: Pick<CancelFlow, "reasons">, reason: string | null): boolean {
  return reason === null || flow.reasons.includes(reason);
}
