import type { Subscription } from "@creator-checkout/core/api";
import { t } from "@creator-checkout/core/i18n";
import { formatDate } from "@creator-checkout/core/pricing";
import { useId, useState } from "react";
import { useChangeSubscription } from "../api/change-subscription";
import { usePauseSubscription } from "../api/pause-subscription";

/**
 * Pausing where the store allows (docs/decisions/175): a paused subscription resumes now; one
 * the store lets pause offers the dates it could resume on, then asks to confirm.
 */
export function SubscriptionPause({ subscription }: { subscription: Subscription }) {
  const resume = useChangeSubscription(subscription.id);
  const pause = usePauseSubscription(subscription.id);
  const [choosing, setChoosing] = useState(false);
  const [periods, setPeriods] = useState(1);
  const selectId = useId();
  const failure = pause.error ?? resume.error;
  const alert = failure ? (
    <p className="form-alert" role="alert">
      {failure instanceof Error ? failure.message : t("payment.subscription.changeFailed")}
    </p>
  ) : null;
  if (subscription.status === "CANCELED" || subscription.cancel_at_period_end) return null;
  if (subscription.paused_until) {
    return (
      <>
        {alert}
        <button
          type="button"
          className="button button--secondary"
          disabled={resume.isPending}
          onClick={() => resume.mutate("resume")}
        >
          {t("payment.subscription.resumeNow")}
        </button>
      </>
    );
  }
  const options = subscription.pause_options;
  if (options.length === 0) return null;
  if (!choosing) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setChoosing(true)}>
        {t("payment.subscription.pause")}
      </button>
    );
  }
  return (
    <div className="subscription__confirm">
      <p className="card__text">{t("payment.subscription.pauseNote")}</p>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t("payment.subscription.pauseResumeOn")}
        </label>
        <select
          id={selectId}
          className="field__control field__select"
          value={periods}
          onChange={(event) => setPeriods(Number(event.target.value))}
        >
          {options.map((option) => (
            <option key={option.periods} value={option.periods}>
              {formatDate(new Date(option.resumes_at))}
            </option>
          ))}
        </select>
      </div>
      {alert}
      <div className="subscription__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={pause.isPending}
          onClick={() => pause.mutate({ periods }, { onSuccess: () => setChoosing(false) })}
        >
          {t("payment.subscription.yesPause")}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={pause.isPending}
          onClick={() => setChoosing(false)}
        >
          {t("payment.subscription.notNow")}
        </button>
      </div>
    </div>
  );
}
