// Promotion codes (docs/decisions/094): what a creator types is kept as written, and compared
// upper-cased, so "save20", "Save20" and "SAVE20" are one code, unique per creator.

export const PROMOTION_CODE_MIN_LENGTH = 3;
export const PROMOTION_CODE_MAX_LENGTH = 64;
const CODE_SHAPE = /^[A-Z0-9-]{3,64}$/;

/** Letters and digits no one mistakes for another: no 0/O, 1/I/L, 2/Z, 5/S, 8/B. */
export const GENERATED_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const GENERATED_CODE_LENGTH = 10;

/** The one sentence every code that cannot be applied gets, whatever the reason. */
export const CODE_REFUSED_MESSAGE = "This code can't be used for this purchase.";
export const CODE_SHAPE_MESSAGE =
  "A code is 3 to 64 letters (A–Z), digits and dashes, for example SAVE20.";

/** The code as it is compared and stored: trimmed and upper-cased; null when it is no code. */
export function normalizePromotionCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return CODE_SHAPE.test(code) ? code : null;
}

/**
 * A new code from `randomIndex` (a function giving a uniform integer below its argument, such as
 * node:crypto's randomInt): GENERATED_CODE_LENGTH characters of the unambiguous alphabet, about
 * 46 bits, too many to guess within the attempt limit.
 */
export function generatePromotionCode(
  randomIndex: (below: number) => number,
  length = GENERATED_CODE_LENGTH,
): string {
  if (length < 8) throw new RangeError("A generated code has at least 8 characters");
  let code = "";
  for (let i = 0; i < length; i++) {
    code += GENERATED_CODE_ALPHABET[randomIndex(GENERATED_CODE_ALPHABET.length)];
  }
  return code;
}
