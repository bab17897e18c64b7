import { t } from "@creator-checkout/core/i18n";
import { useState } from "react";
import type { WalletButtonProps } from "../card-provider";
import { TestWalletSheet } from "./test-wallet-sheet";

/** The test processor's wallet: a button that opens its sheet, as Apple Pay or Google Pay would. */
export function TestWalletButton({ request, disabled, onToken }: WalletButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--block button--wallet"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <path
            d="M3 6.5A2.5 2.5 0 0 1 5.5 4h9A2.5 2.5 0 0 1 17 6.5v7a2.5 2.5 0 0 1-2.5 2.5h-9A2.5 2.5 0 0 1 3 13.5zM3 8h14M13 12h1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {t("payment.wallet.payWithTest")}
      </button>
      {open ? (
        <TestWalletSheet request={request} onToken={onToken} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
