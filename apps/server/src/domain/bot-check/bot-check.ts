/** The bot check in front of every call that starts a sign-in (product.md §2; docs/architecture.md, Chosen parts). */
export interface BotCheck {
  kind: "altcha" | "turnstile";
  /** Turnstile's public site key; null for ALTCHA, whose challenge comes from this server. */
  siteKey: string | null;
  /** Where the page loads Turnstile's script from; null for ALTCHA (docs/decisions/039). */
  scriptUrl: string | null;
  /** A fresh ALTCHA challenge; absent for Turnstile. */
  createChallenge?: () => Promise<unknown>;
  /** True only for a genuine proof that has not been used before. */
  verify(proof: string, ip: string): Promise<boolean>;
}
