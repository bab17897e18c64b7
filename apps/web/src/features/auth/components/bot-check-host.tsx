import type { Ref } from "react";

interface BotCheckHostProps {
  hostRef: Ref<HTMLDivElement>;
  loaded: boolean;
  failed: boolean;
}

/** Where a bot-check widget mounts: a placeholder while it loads, one sentence if it cannot. */
export function BotCheckHost({ hostRef, loaded, failed }: BotCheckHostProps) {
  if (failed) {
    return (
      <p className="form-alert" role="alert">
        The verification could not load. Check your connection and reload the page.
      </p>
    );
  }
  return (
    <div className="bot-check__widget" ref={hostRef} aria-busy={!loaded}>
      {loaded ? null : (
        <div className="bot-check__placeholder">
          <span className="spinner" aria-hidden="true" />
          <span role="status">Loading verification…</span>
        </div>
      )}
    </div>
  );
}
