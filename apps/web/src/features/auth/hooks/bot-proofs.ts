import { ApiError } from "@/lib/api-error";
import { createStore, useStore } from "@/lib/create-store";
import { getBotChallenge } from "../api/get-bot-challenge";

// Every call that starts a sign-in needs its own unused proof (a used one is refused), and a
// new buyer's sign-in makes three such calls in a row. Once solving has started (on idle or
// when the buyer reaches the form: startSolvingProofs), three proofs are kept solved ahead, so
// Continue answers at network speed instead of waiting for proof of work each time.
const READY_PROOFS = 3;
// A proof whose challenge expires sooner than this is thrown away, not sent.
const EXPIRY_MARGIN_MS = 30_000;

interface Proof {
  payload: string;
  /** When the server stops accepting it, in ms since the epoch (Infinity when unknown). */
  expiresAt: number;
}

/** product.md §2: with Turnstile, the Contact Info content appears once its check has passed. */
export const botCheckStore = createStore({ passed: false });

export function useBotCheckPassed(): boolean {
  return useStore(botCheckStore).passed;
}

// Proofs in the order they were (or will be) solved; null where solving failed. Solving runs
// one challenge at a time, so a proof someone waits for never competes with spare ones.
const queue: Promise<Proof | null>[] = [];
let lastSolve: Promise<unknown> = Promise.resolve();
// Where Turnstile is the bot check, its widget hands out each proof: a fresh token per call,
// since each works once (docs/decisions/039). Null while no widget is on the page.
let turnstileTokens: (() => Promise<string>) | null = null;

/** The Turnstile widget passed: from now on every proof is a token it gives. */
export function turnstilePassed(nextToken: () => Promise<string>) {
  turnstileTokens = nextToken;
  botCheckStore.setState(() => ({ passed: true }));
}

/** The Turnstile widget left the page: the next sign-in starts with a new check. */
export function turnstileGone() {
  turnstileTokens = null;
  botCheckStore.setState(() => ({ passed: false }));
}

/**
 * ALTCHA: starts solving proofs ahead, in workers (docs/decisions/047). Called on idle or at the
 * buyer's first touch of the form; a sign-in that comes sooner starts it too and waits.
 */
export function startSolvingProofs() {
  if (queue.length === 0) topUp();
}

/** A fresh, unused proof for one call: the oldest one solved ahead, else one solved now. */
export async function takeProof(): Promise<string> {
  if (turnstileTokens) return turnstileTokens();
  startSolvingProofs();
  for (let tries = 0; tries <= READY_PROOFS && queue.length > 0; tries += 1) {
    const next = queue.shift() as Promise<Proof | null>;
    topUp();
    const proof = await next;
    if (proof && proof.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return proof.payload;
  }
  return (await solveFresh()).payload;
}

/**
 * Runs `call` with a fresh proof. If the server still refuses the proof (it expired on the
 * way, say), it is tried once more with one solved just now.
 */
export async function withBotProof<T>(call: (proof: string) => Promise<T>): Promise<T> {
  try {
    return await call(await takeProof());
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "BOT_CHECK_FAILED")) throw error;
    return call(turnstileTokens ? await turnstileTokens() : (await solveFresh()).payload);
  }
}

function topUp() {
  while (queue.length < READY_PROOFS) {
    // A failed solve is not an error anyone sees: takeProof skips it and solves on demand.
    const solved = lastSolve.then(() => solveFresh()).catch(() => null);
    lastSolve = solved;
    queue.push(solved);
  }
}

async function solveFresh(): Promise<Proof> {
  const [{ solveProof }, challenge] = await Promise.all([
    import("../utils/altcha"),
    getBotChallenge(),
  ]);
  const payload = await solveProof(challenge);
  const expiresAtSeconds = challenge.parameters.data?.expires_at;
  return {
    payload,
    expiresAt:
      typeof expiresAtSeconds === "number" ? expiresAtSeconds * 1000 : Number.POSITIVE_INFINITY,
  };
}
