// The pure parts of solving ALTCHA's proof of work, apart from the workers that do it.
import type { Challenge, Solution } from "altcha/lib";

// More workers solve sooner on a phone with cores to spare; beyond four, they mostly compete.
const MAX_WORKERS = 4;

/** One worker per core the page can spare: one for the page itself, at least one, at most four. */
export function workerCount(cores: number | undefined): number {
  return Math.min(MAX_WORKERS, Math.max(1, (cores || 2) - 1));
}

export function proofPayload(challenge: Challenge, solution: Solution): string {
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}
