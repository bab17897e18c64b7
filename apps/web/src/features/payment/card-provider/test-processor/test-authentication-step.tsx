import { useState } from "react";
import { Modal } from "@/components/modal";
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
      title="Confirm your payment"
      onClose={() => void answer(false)}
      closeLabel="Close and deny"
    >
      <div className="authentication">
        <p className="authentication__text">
          Your card issuer asks you to confirm a payment of <strong>{amountText}</strong> to{" "}
          {payeeName}.
        </p>
        <p className="authentication__note">
          Test mode: this step stands in for your bank's 3-D Secure check.
        </p>
        <div className="authentication__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={answering || undefined}
            onClick={() => void answer(false)}
          >
            Deny
          </button>
          <button
            type="button"
            className="button"
            data-autofocus
            aria-disabled={answering || undefined}
            onClick={() => void answer(true)}
          >
            Approve
          </button>
        </div>
      </div>
    </Modal>
  );
}
