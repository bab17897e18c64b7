import type { BotChallenge } from "@creator-checkout/core/api";

/**
 * What makes an accepted proof single-use: the statement that acts on it records it, so a proof
 * works once in any process (docs/decisions/055).
 */
export interface BotProofUse {
  proofHash: string;
  expiresAt: Date;
}

/**
 * A proof's check: not genuine, or genuine with the use to record (null when the provider
 * itself accepts each proof once, as Turnstile does).
 */
export type BotProofCheck = { genuine: false } | { genuine: true; use: BotProofUse | null };

/** The bot check in front of every call that starts a sign-in (product.md §2; docs/architecture.md, Chosen parts). */
export interface BotCheck {
  kind: "altcha" | "turnstile";
  /** Turnstile's public site key; null for ALTCHA, whose challenge comes from this server. */
  siteKey: string | null;
  /** Where the page loads Turnstile's script from; null for ALTCHA (docs/decisions/039). */
  scriptUrl: string | null;
  /** A fresh ALTCHA challenge; absent for Turnstile. */
  createChallenge?: () => Promise<BotChallenge>;
  /** Whether a proof is genuine, without using it up (see `spendBotProof`). */
  check(proof: string, ip: string): Promise<BotProofCheck>;
}
