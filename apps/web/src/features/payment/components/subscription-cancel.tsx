import type { Subscription } from "@creator-checkout/core/api";
import { type CancelAnswer, MAX_CANCEL_NOTE_LENGTH } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import { formatDate } from "@creator-checkout/core/pricing";
import { type ReactNode, useId, useState } from "react";
import { TextField } from "@/components/text-field";
import { useCancelSubscription } from "../api/cancel-subscription";
import { usePauseSubscription } from "../api/pause-subscription";
import { useSwitchInstead, useTakeRetentionOffer } from "../api/take-retention-offer";

/** The buyer's choice among the store's reasons: one by its place in the list, or their own words. */
type Choice = number | "other" | null;

/** What the page sends: a store's reason, or the buyer's own words under "Other", or nothing. */
function answerOf(reasons: readonly string[], choice: Choice, note: string): CancelAnswer {
  if (choice === "other") return { reason: null, note: note.trim() || null };
  return { reason: choice === null ? null : (reasons[choice] ?? null), note: null };
}

/**
 * The step after Cancel (docs/decisions/178 and 182): why, all optional, from the store's
 * reasons or in the buyer's words; a pause, a cheaper option or a discount instead where the
 * store offers them; and the cancel itself, one press away, as large as every other button here.
 */
export function SubscriptionCancel({
  subscription,
  periodEnd,
  onDone,
}: {
  subscription: Subscription;
  periodEnd: string | null;
  onDone: () => void;
}) {
  const cancel = useCancelSubscription(subscription.id);
  const pause = usePauseSubscription(subscription.id);
  const discount = useTakeRetentionOffer(subscription.id);
  const switching = useSwitchInstead();
  const {
    reasons,
    offer_pause: offerPause,
    switch_options: switchOptions,
    retention_offer: retentionOffer,
  } = subscription.cancel_flow;
  const pauseOptions = subscription.pause_options;
  const [choice, setChoice] = useState<Choice>(null);
  const [note, setNote] = useState("");
  const [periods, setPeriods] = useState(pauseOptions[0]?.periods ?? 1);
  const selectId = useId();
  const pending = cancel.isPending || pause.isPending || discount.isPending || switching.isPending;
  const failure = cancel.error ?? pause.error ?? discount.error ?? switching.error;
  const answer = () => answerOf(reasons, choice, note);

  return (
    <div className="subscription__confirm">
      <p className="card__text">
        {t("payment.subscription.confirmCancel", { date: periodEnd ?? "" })}
      </p>
      {reasons.length > 0 ? (
        <ReasonChoices reasons={reasons} choice={choice} onChoose={setChoice} />
      ) : null}
      {choice === "other" ? (
        <TextField
          label={t("payment.subscription.cancelOtherText")}
          multiline
          optional
          value={note}
          onChange={(value) => setNote(value.slice(0, MAX_CANCEL_NOTE_LENGTH))}
        />
      ) : null}
      {offerPause && pauseOptions.length > 0 ? (
        <section
          className="subscription__offer"
          aria-label={t("payment.subscription.pauseInstead")}
        >
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
              {pauseOptions.map((option) => (
                <option key={option.periods} value={option.periods}>
                  {formatDate(new Date(option.resumes_at))}
                </option>
              ))}
            </select>
          </div>
        </section>
      ) : null}
      {switchOptions.length > 0 && periodEnd ? (
        <p className="card__text">{t("payment.subscription.switchNote", { date: periodEnd })}</p>
      ) : null}
      {failure ? (
        <p className="form-alert" role="alert">
          {failure instanceof Error ? failure.message : t("payment.subscription.changeFailed")}
        </p>
      ) : null}
      {/* Every choice is the same button: canceling is never hidden, smaller or fainter. */}
      <div className="subscription__actions subscription__actions--choices">
        {offerPause && pauseOptions.length > 0 ? (
          <ChoiceButton
            disabled={pending}
            onPress={() => pause.mutate({ periods, cancelAnswer: answer() }, { onSuccess: onDone })}
          >
            {t("payment.subscription.pauseInstead")}
          </ChoiceButton>
        ) : null}
        {switchOptions.map((option) => (
          <ChoiceButton
            key={option.product_option_id}
            disabled={pending}
            onPress={() =>
              switching.mutate(
                { productOptionId: option.product_option_id, answer: answer() },
                { onSuccess: onDone },
              )
            }
          >
            {t("payment.subscription.switchInstead", {
              option: option.title,
              price: formatMoney(option.amount, option.currency),
            })}
          </ChoiceButton>
        ))}
        {retentionOffer ? (
          <ChoiceButton
            disabled={pending}
            onPress={() => discount.mutate(answer(), { onSuccess: onDone })}
          >
            {t("payment.subscription.stayDiscounted", {
              percent: retentionOffer.percent_off,
              count: retentionOffer.renewals,
            })}
          </ChoiceButton>
        ) : null}
        <ChoiceButton
          disabled={pending}
          onPress={() => cancel.mutate(answer(), { onSuccess: onDone })}
        >
          {t("payment.subscription.yesCancel")}
        </ChoiceButton>
        <ChoiceButton disabled={pending} onPress={onDone}>
          {t("payment.subscription.keep")}
        </ChoiceButton>
      </div>
    </div>
  );
}

/** The store's reasons as radio buttons, and "Other" for the buyer's own words. */
function ReasonChoices({
  reasons,
  choice,
  onChoose,
}: {
  reasons: readonly string[];
  choice: Choice;
  onChoose: (choice: Choice) => void;
}) {
  const name = useId();
  return (
    <fieldset className="choices">
      <legend className="field__label">{t("payment.subscription.cancelWhy")}</legend>
      {reasons.map((reason, index) => (
        <label key={reason} className="choice">
          <input
            className="choice__input"
            type="radio"
            name={name}
            checked={choice === index}
            onChange={() => onChoose(index)}
          />
          <span className="choice__title">{reason}</span>
        </label>
      ))}
      <label className="choice">
        <input
          className="choice__input"
          type="radio"
          name={name}
          checked={choice === "other"}
          onChange={() => onChoose("other")}
        />
        <span className="choice__title">{t("payment.subscription.cancelOther")}</span>
      </label>
    </fieldset>
  );
}

/** Every choice of the step is this one button: canceling is never hidden, smaller or fainter. */
function ChoiceButton({
  disabled,
  onPress,
  children,
}: {
  disabled: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={disabled}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
