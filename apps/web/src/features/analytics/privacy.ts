/** What the browser says about tracking: Global Privacy Control and Do Not Track. */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/**
 * docs/decisions/041: a visitor who asks not to be tracked, by Global Privacy Control or by
 * Do Not Track, is not: the page loads no analytics and sends no event at all.
 */
export function trackingRefused(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === "1";
}
