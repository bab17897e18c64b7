// Loaded lazily with import("./altcha"): the ALTCHA widget (a web component with its own
// proof-of-work workers) and a solver that reuses those workers for later proofs. Nothing here
// is in the page's first download.
import "altcha";
import { type Challenge, solveChallengeWorkers } from "altcha/lib";

// Well within the server's challenge lifetime (10 minutes).
const SOLVE_TIMEOUT_MS = 60_000;

export interface WidgetOptions {
  challengeUrl: string;
  onVerified: (payload: string) => void;
}

/**
 * The bot-check widget of product.md §2. It starts its proof of work as soon as it loads, so a person
 * normally just sees it tick; clicking it retries after an error.
 */
export function createAltchaWidget({ challengeUrl, onVerified }: WidgetOptions): HTMLElement {
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", challengeUrl);
  widget.setAttribute("auto", "onload");
  widget.setAttribute("name", "bot-proof");
  widget.addEventListener("verified", (event) => {
    const payload = (event as CustomEvent<{ payload?: unknown }>).detail?.payload;
    if (typeof payload === "string") onVerified(payload);
  });
  return widget;
}

/**
 * Solves a fresh challenge in the page, with the widget's own workers, and answers the proof
 * in the widget's payload format (base64 JSON of the challenge and its solution).
 */
export async function solveProof(challenge: Challenge): Promise<string> {
  const createWorker = globalThis.$altcha.algorithms.get(challenge.parameters.algorithm);
  if (!createWorker) {
    throw new Error(`The bot check uses an unknown algorithm: ${challenge.parameters.algorithm}.`);
  }
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
    createWorker,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new Error("The bot check could not be solved in time.");
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}
