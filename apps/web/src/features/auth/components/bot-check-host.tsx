import { t } from "@creator-checkout/core/i18n";
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
        {t("signIn.botCheck.failed")}
      </p>
    );
  }
  return (
    <div className="bot-check__widget" ref={hostRef} aria-busy={!loaded}>
      {loaded ? null : (
        <div className="bot-check__placeholder">
          <span className="spinner" aria-hidden="true" />
          <span role="status">{t("signIn.botCheck.loading")}</span>
        </div>
      )}
    </div>
  );
}
