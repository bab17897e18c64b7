import type { WalletPaymentRequest } from "@creator-checkout/core/checkout";
import { formatMoney } from "@creator-checkout/core/money";
import { LiveAnnouncement } from "@/components/live-announcement";
import type { CardProvider } from "../card-provider";
import type { useCheckout } from "../hooks/use-checkout";
import type { PayControls } from "../utils/pay-controls";
import { CheckoutError } from "./checkout-error";
import { PayButton } from "./pay-button";

/** The checkout's error and note, the pay button with why it cannot pay, and the wallet. */
export function PaySection({
  checkout,
  controls,
  note,
  reasonIds,
  onHeldBack,
  WalletButton,
  walletRequest,
}: {
  checkout: ReturnType<typeof useCheckout>;
  controls: PayControls;
  note: string | null;
  reasonIds: readonly string[];
  onHeldBack: () => void;
  WalletButton: CardProvider["WalletButton"];
  walletRequest: WalletPaymentRequest;
}) {
  return (
    <div className="payment__pay">
      <CheckoutError error={checkout.error} />
      <p className="payment__note" role="status">
        {note}
      </p>
      {/* The label follows choices made in the summary, out of the buyer's sight. */}
      <LiveAnnouncement text={controls.label} />
      <PayButton
        label={controls.label}
        enabled={controls.payEnabled}
        busy={checkout.inProgress}
        onPay={checkout.pay}
        onHeldBack={controls.heldBackByForms ? onHeldBack : undefined}
        reasonIds={reasonIds}
      />
      {/* Empty when the provider offers no wallet on this device; the "or" goes with it. */}
      <div className="payment__wallet">
        <WalletButton
          request={walletRequest}
          disabled={!controls.walletEnabled}
          onToken={checkout.payWithWallet}
        />
      </div>
    </div>
  );
}

/** The bank's own step (3-D Secure) while a payment waits for it, with the amount it is for. */
export function BankAuthentication({
  checkout,
  provider,
  payeeName,
}: {
  checkout: ReturnType<typeof useCheckout>;
  provider: CardProvider;
  payeeName: string;
}) {
  if (!checkout.authentication) return null;
  const { order, nextAction } = checkout.authentication;
  return (
    <provider.AuthenticationStep
      nextAction={nextAction}
      amountText={formatMoney(order.amount, order.currency)}
      payeeName={payeeName}
      onDone={checkout.finishAuthentication}
    />
  );
}
