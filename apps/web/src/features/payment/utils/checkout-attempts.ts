/**
 * Principle P6: one Idempotency-Key per checkout attempt. An attempt stays open until its
 * outcome is known; trying the very same purchase again meanwhile (the answer was lost, or
 * the server was still charging) reuses its key, so the server can never charge twice. A
 * different purchase (another card, option or amount) is a new attempt with a new key.
 */
export function createCheckoutAttempts(makeKey: () => string = () => crypto.randomUUID()) {
  let open: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(request: object): string {
      const fingerprint = JSON.stringify(request);
      if (open?.fingerprint !== fingerprint) open = { fingerprint, key: makeKey() };
      return open.key;
    },
    /** The outcome is known (paid, declined, refused): the next try is a new attempt. */
    close() {
      open = null;
    },
  };
}
