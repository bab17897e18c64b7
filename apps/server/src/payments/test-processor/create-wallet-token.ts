import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { PaymentMethodError } from "../payment-gateway";
import { storeTestToken } from "./store-test-token";
import { findTestCard } from "./test-cards";

/** A wallet's device card stays valid for years; the test wallet's cards expire in four. */
const WALLET_CARD_YEARS = 4;

/**
 * The test wallet's token: the buyer picked one of the wallet's test cards in its sheet, so
 * there is no expiry, CVC or ZIP to check, as with a real wallet's device token.
 */
export async function createWalletToken(
  { db, clock }: { db: Db; clock: Clock },
  { number }: { number: string },
) {
  const testCard = findTestCard(number);
  if (!testCard) {
    throw new PaymentMethodError(
      "invalid_number",
      "The test wallet holds only test cards such as 4242 4242 4242 4242.",
    );
  }
  return storeTestToken(
    { db },
    { testCard, expMonth: 12, expYear: clock.now().getUTCFullYear() + WALLET_CARD_YEARS },
  );
}
