import type { ViesNumber } from "../../adapters/vies/vies";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import type { RateLimit } from "../rate-limit/hit-rate-limit";
import { spendTry } from "../rate-limit/spend-try";

/**
 * Look-ups VIES is actually asked, past the kept answers (docs/decisions/144). The EU throttles
 * the address that asks, so anyone who could make the checkout ask at will could have real
 * business buyers taxed as consumers. A buyer checking and correcting their number needs a
 * handful; a network of many buyers rarely needs more than one a minute.
 */
export const viesLookups = {
  fromNetwork: (ip: string): RateLimit => ({
    bucket: `vies:ip:${ip}`,
    limit: 20,
    windowSeconds: 60 * 60,
  }),
  /** One number asked again and again from many networks: answers are kept, so this is rare. */
  ofNumber: (number: ViesNumber): RateLimit => ({
    bucket: `vies:number:${number.prefix}${number.rest}`,
    limit: 10,
    windowSeconds: 60 * 60,
  }),
};

/** Spends a look-up of the network's and of the number's, or refuses with a 429 that says so. */
export async function spendViesLookup(
  deps: { db: Db; clock: Clock },
  { ip, number }: { ip: string; number: ViesNumber },
) {
  if (!(await spendTry(deps, viesLookups.fromNetwork(ip)))) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      429,
      "Too many VAT numbers were checked from your network. Please try again in an hour, or buy without a VAT number.",
      undefined,
      { retryAfterSeconds: 60 * 60 },
    );
  }
  if (!(await spendTry(deps, viesLookups.ofNumber(number)))) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      429,
      "This VAT number was checked too often in the last hour. Please try again later, or buy without a VAT number.",
      undefined,
      { retryAfterSeconds: 60 * 60 },
    );
  }
}
