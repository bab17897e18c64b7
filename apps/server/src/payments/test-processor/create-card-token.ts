import { cvcLength, hasExpired, isPostalCode } from "@creator-checkout/core/cards";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { PaymentMethodError } from "../payment-gateway";
import { storeTestToken } from "./store-test-token";
import { findTestCard } from "./test-cards";

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  postal_code: string;
}

/**
 * The test processor's tokenisation, called by the page before the API sees any card: it
 * checks the card like a provider would and keeps only its behaviour, brand and last four.
 */
export async function createCardToken({ db, clock }: { db: Db; clock: Clock }, card: CardInput) {
  const testCard = findTestCard(card.number);
  if (!testCard) {
    throw new PaymentMethodError(
      "invalid_number",
      "This checkout is in test mode: use a test card such as 4242 4242 4242 4242. Real cards are refused.",
    );
  }
  if (card.exp_month < 1 || card.exp_month > 12) {
    throw new PaymentMethodError("invalid_expiry", "Your card's expiration month is invalid.");
  }
  if (hasExpired({ month: card.exp_month, year: card.exp_year }, clock.now())) {
    throw new PaymentMethodError("invalid_expiry", "Your card's expiration date is in the past.");
  }
  if (!new RegExp(`^\\d{${cvcLength(testCard.brand)}}$`).test(card.cvc)) {
    throw new PaymentMethodError("invalid_cvc", "Your card's security code is incomplete.");
  }
  if (!isPostalCode(card.postal_code)) {
    throw new PaymentMethodError("invalid_postal_code", "Your postal code is incomplete.");
  }
  return storeTestToken({ db }, { testCard, expMonth: card.exp_month, expYear: card.exp_year });
}
