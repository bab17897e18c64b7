import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import type { RateLimit } from "../rate-limit/hit-rate-limit";
import { giveBackTry, type SpentTry, spendTry } from "../rate-limit/spend-try";
import { promotionCodeLimits } from "./promotion-code-limits";

const tooManyTries = () =>
  new AppError(
    "TOO_MANY_FAILURES",
    429,
    "Too many codes were tried. Please wait a minute before you try another.",
    undefined,
    { retryAfterSeconds: 60 },
  );

/**
 * Spends one try from each of the code's limits, in Postgres, before the code is looked at
 * (docs/decisions/062 and 095); refuses with 429 when one is used up, giving back what it took.
 * The answer gives the tries back once the code applied.
 */
export async function spendCodeTry(
  deps: { db: Db; clock: Clock },
  who: { ip: string; userId: string | null },
): Promise<{ giveBack: () => Promise<void> }> {
  const spent: Array<[RateLimit, SpentTry]> = [];
  const giveBack = async () => {
    for (const [limit, slice] of spent) await giveBackTry(deps, limit, slice);
  };
  for (const limit of promotionCodeLimits(who)) {
    const got = await spendTry(deps, limit);
    if (!got) {
      await giveBack();
      throw tooManyTries();
    }
    spent.push([limit, got]);
  }
  return { giveBack };
}
