import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import { useEffect, useId, useRef, useState } from "react";
import { Modal } from "@/components/modal";
import { ApiError } from "@/lib/api-error";
import type { WalletButtonProps } from "../card-provider";
import { createWalletToken } from "./create-wallet-token";

/** The cards in the test wallet: one that pays, one that needs 3-D Secure, one declined. */
const walletCards: readonly WalletCard[] = [
  { number: "4242424242424242", last4: "4242", outcome: null },
  { number: "4000002500003155", last4: "3155", outcome: "payment.testWallet.asksBank" },
  { number: "4000000000000002", last4: "0002", outcome: "payment.testWallet.declined" },
];

interface WalletCard {
  number: string;
  last4: string;
  /** What the test processor does with it, when it does not simply pay. */
  outcome: "payment.testWallet.asksBank" | "payment.testWallet.declined" | null;
}

function walletCardName({ last4, outcome }: WalletCard): string {
  const card = t("payment.card.name", { brand: "Visa", last4 });
  return outcome ? t(outcome, { card }) : card;
}

type SheetState = "choosing" | "paying" | "failed";

interface TestWalletSheetProps extends Omit<WalletButtonProps, "disabled"> {
  onClose: () => void;
}

/**
 * The test wallet's payment sheet: it shows what the wallet request asks for, lets the buyer
 * pick a card and hands its token over; it closes when told success and says so when told fail
 * (product.md §4 "Wallet pay").
 */
export function TestWalletSheet({ request, onToken, onClose }: TestWalletSheetProps) {
  const cardsName = useId();
  const [number, setNumber] = useState<string>(walletCards[0]?.number ?? "");
  const [state, setState] = useState<SheetState>("choosing");
  const doneRef = useRef<HTMLButtonElement>(null);

  // The Pay button the buyer pressed is gone: focus moves to the way out.
  useEffect(() => {
    if (state === "failed") doneRef.current?.focus();
  }, [state]);

  async function pay() {
    if (state === "paying") return;
    setState("paying");
    try {
      const token = await createWalletToken(number);
      if (await onToken(token.id, onClose)) {
        onClose();
        return;
      }
    } catch (error) {
      console.error(
        "The test wallet could not pay.",
        error instanceof ApiError ? error.message : error,
      );
    }
    setState("failed");
  }

  return (
    <Modal
      title={t("payment.testWallet.title")}
      onClose={onClose}
      closeDisabled={state === "paying"}
    >
      <div className="wallet-sheet">
        <p className="wallet-sheet__total">
          <span>{request.label}</span>
          <strong>{formatMoney(request.amount, request.currency.toUpperCase())}</strong>
        </p>
        {state === "failed" ? (
          <>
            <p className="wallet-sheet__status" role="alert">
              {t("payment.testWallet.failed")}
            </p>
            <button ref={doneRef} type="button" className="button button--block" onClick={onClose}>
              {t("payment.testWallet.done")}
            </button>
          </>
        ) : (
          <>
            <fieldset className="choices">
              <legend className="field__label">{t("payment.savedCard.payWith")}</legend>
              {walletCards.map((card) => (
                <label key={card.number} className="choice">
                  <input
                    className="choice__input"
                    type="radio"
                    name={cardsName}
                    value={card.number}
                    checked={card.number === number}
                    disabled={state === "paying"}
                    onChange={() => setNumber(card.number)}
                  />
                  {walletCardName(card)}
                </label>
              ))}
            </fieldset>
            <p className="wallet-sheet__note">{t("payment.testWallet.note")}</p>
            <button
              type="button"
              className="button button--block"
              data-autofocus
              aria-disabled={state === "paying" || undefined}
              data-busy={state === "paying" || undefined}
              onClick={() => void pay()}
            >
              {state === "paying" ? (
                <span className="spinner spinner--on-accent" aria-hidden="true" />
              ) : null}
              {t("payment.testWallet.pay", {
                amount: formatMoney(request.amount, request.currency.toUpperCase()),
              })}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
