// Loaded lazily with import("./altcha"), the first time a proof is wanted: ALTCHA's solver,
// which splits the counter range over a few workers. The workers are ALTCHA's own SHA worker,
// bundled by Vite as a file of this origin (CSP worker-src 'self'), so no proof of work ever
// runs on the page's main thread.
import { type Challenge, solveChallengeWorkers } from "altcha/lib";
import ShaWorker from "altcha/workers/sha?worker";
import { proofPayload, workerCount } from "./proof-of-work";

// Well within the server's challenge lifetime (10 minutes).
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves a fresh challenge in workers and answers the proof in the payload format the server
 * verifies (base64 JSON of the challenge and its solution).
 */
export async function solveProof(challenge: Challenge): Promise<string> {
  if (!/^SHA-(256|384|512)$/.test(challenge.parameters.algorithm)) {
    throw new Error(`The bot check uses an unknown algorithm: ${challenge.parameters.algorithm}.`);
  }
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: workerCount(navigator.hardwareConcurrency),
    createWorker: () => new ShaWorker({ name: "altcha-proof-of-work" }),
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error("The bot check could not be solved in time.");
  return proofPayload(challenge, solution);
}
