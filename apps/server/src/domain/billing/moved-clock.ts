import type { Clock } from "../../security/clock";

/**
 * A clock that starts at `at` and runs on from there: the operator's `--now`, for trying
 * renewals on a laptop without waiting for the date. Never used in production.
 */
export function movedClock(at: Date, real: Clock): Clock {
  const offset = at.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset), real };
}
