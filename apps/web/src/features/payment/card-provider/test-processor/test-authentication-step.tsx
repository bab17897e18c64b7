import { t } from "@creator-checkout/core/i18n";
import { useState } from "react";
import { Modal } from "@/components/modal";
import { Translated } from "@/lib/translated";
import type { AuthenticationStepProps } from "../card-provider";
import { authenticateCharge } from "./authenticate-charge";

/**
 * The test processor's stand-in for 3-D Secure (principle P8): the buyer approves or denies the
 * payment, as they would in their bank's window. Closing the window counts as denying it.
 */
export function TestAuthenticationStep({
  nextAction,
  amountText,
  payeeName,
  onDone,
}: AuthenticationStepProps) {
  const [answering, setAnswering] = useState(false);

  async function answer(approve: boolean) {
    if (answering) return;
    setAnswering(true);
    try {
      if (nextAction.type === "test_authentication")
        await authenticateCharge(nextAction.charge_id, approve);
    } catch (error) {
      // The order's confirmation below reads the charge's real state and says what happened.
      console.warn("The test processor did not take the answer.", error);
    }
    onDone();
  }

  return (
    <Modal
      title={t("payment.authentication.title")}
      onClose={() => void answer(false)}
      closeLabel={t("payment.authentication.closeAndDeny")}
    >
      <div className="authentication">
        <p className="authentication__text">
          <Translated
            id="payment.authentication.testAsk"
            values={{ amount: <strong>{amountText}</strong>, payee: payeeName }}
          />
        </p>
        <p className="authentication__note">{t("payment.authentication.testNote")}</p>
        <div className="authentication__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={answering || undefined}
            onClick={() => void answer(false)}
          >
            {t("payment.authentication.deny")}
          </button>
          <button
            type="button"
            className="button"
            data-autofocus
            aria-disabled={answering || undefined}
            onClick={() => void answer(true)}
          >
            {t("payment.authentication.approve")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
