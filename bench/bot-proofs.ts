import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { mapConcurrently, range } from "./concurrency";

/**
 * Fetches one ALTCHA challenge from the server and solves it the way the page's widget does
 * (and as testing/sign-in-helpers.ts does): the answer is the value of the
 * `x-bot-proof` header, good for one sign-in call.
 */
export async function solveBotProof(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/bot-check/challenge`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 200) {
    throw new Error(
      `GET /api/bot-check/challenge answered ${response.status}: ${await response.text()}`,
    );
  }
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("an ALTCHA challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** `count` fresh, unused proofs, fetched and solved `concurrency` at a time. */
export function solveBotProofs(
  baseUrl: string,
  count: number,
  concurrency: number,
): Promise<string[]> {
  return mapConcurrently(range(count), concurrency, () => solveBotProof(baseUrl));
}
