import { type CountryCode, normalizeCountry } from "./tax-countries";

/** The two pieces of evidence of where a buyer is, both kept with the order. */
export interface LocationEvidence {
  /** The card's issuing country, from the processor; null when it gives none. */
  cardCountry: string | null;
  /** The country the buyer chose in the Payment card. */
  statedCountry: string;
  /** The buyer confirmed their stated country after being told the card says otherwise. */
  confirmed: boolean;
}

export type BuyerCountry =
  | {
      kind: "known";
      country: CountryCode;
      cardCountry: CountryCode | null;
      statedCountry: CountryCode;
      /** Both pieces name the country; false on one piece alone or a confirmed disagreement. */
      agreed: boolean;
    }
  /** The pieces disagree: ask the buyer to confirm, charge nothing yet. */
  | { kind: "confirm"; cardCountry: CountryCode; statedCountry: CountryCode }
  /** The stated country is not a country code: refuse the request. */
  | { kind: "unknown" };

/**
 * Where the buyer is, for tax (docs/decisions/119): the stated country when the card agrees or
 * gives no country; when they disagree, the buyer is asked to confirm, and a confirmed stated
 * country stands, with the card's kept beside it as the disagreement's record.
 */
export function buyerCountry(evidence: LocationEvidence): BuyerCountry {
  const statedCountry = normalizeCountry(evidence.statedCountry);
  if (statedCountry === null) return { kind: "unknown" };
  const cardCountry = normalizeCountry(evidence.cardCountry);
  if (cardCountry === null || cardCountry === statedCountry) {
    const agreed = cardCountry !== null;
    return { kind: "known", country: statedCountry, cardCountry, statedCountry, agreed };
  }
  if (!evidence.confirmed) return { kind: "confirm", cardCountry, statedCountry };
  return { kind: "known", country: statedCountry, cardCountry, statedCountry, agreed: false };
}
